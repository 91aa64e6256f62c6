/**
 * The largest message Exchange lets through, in bytes: 2,147,483,647 (2^31 - 1, "1.999999 gigabytes").
 * Every message size limit of Exchange Server takes at most that value or "unlimited", and "unlimited"
 * means the limit is imposed elsewhere, by another such limit. Microsoft Learn's cmdlet reference
 * (MicrosoftDocs/office-docs-powershell, exchange/exchange-ps/exchange/): Set-MailUser.md, -MaxSendSize
 * and -MaxReceiveSize, "A valid value is a number up to 1.999999 gigabytes (2147483647 bytes) or the
 * value unlimited" (the same words for mail-enabled public folders and distribution groups);
 * Set-TransportConfig.md, -MaxSendSize, the organization's limit, "A valid value is a number up to
 * 1.999999 gigabytes (2147482624 bytes) or the value unlimited". ExSize takes the larger, 2,147,483,647.
 * Units: bytes. Use: a message tracking log line whose total-bytes is above it cannot be a message
 * Exchange carried; exsize profile refuses it naming the file and line (issue 32: total-bytes 10^30
 * made averageMessageKB 4.88e26, and the scenario it wrote was refused by exsize size).
 * Example: total-bytes 3000000000 (2.8 GiB) => refused; 2147483647 => counted.
 */
export const MAX_MESSAGE_BYTES = 2_147_483_647;
