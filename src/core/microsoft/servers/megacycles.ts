import { Step, add, and, cmp, div, iff, mul, not, or, roundup, sub, text } from "../../formula";
import { msStep, tierSum } from "./build";

/**
 * Megacycles and CPU per server in each failure mode (E2013Calcv7.6, Role Requirements!C159:C174,
 * C189:C190, rows 199-209 and C254:D257). Megacycles / core = SPECint_rate2006 / cores x 2000 / 33.75
 * ("Ask the Perf Guy: Sizing Exchange 2013 Deployments", 2013; the 2016 baseline is the same 33.75,
 * "Ask the Perf Guy: Sizing Exchange 2016 Deployments", 2015). Per server and mode: active databases x
 * sum over tiers of (mailboxes / database x megacycles / mailbox), passive copies x passive megacycles,
 * and the CAS megacycles when multi-role, each x (1 + hypervisor overhead) when virtualized.
 * Example (cases.json "high-message-rate-500"): 16 cores at SPECint 600 give 35,555.6 megacycles; 30
 * active databases in the worst failure need 45,085.9, 126.8 %.
 */
export function megacycleSteps(tiers: number): Step[] {
  return [
    msStep(
      "megacyclesPerCore",
      "Adjusted Megacycles / Core per Primary Datacenter Server",
      "megacycles",
      "Role Requirements!C159",
      div(mul(div("specIntRate2006", "coresPerServer"), 2000), 33.75)
    ),
    msStep(
      "casMegacyclesTotal",
      "Total CAS Required Mcycles",
      "megacycles",
      "Role Requirements!C165",
      mul(
        tierSum(tiers, (i) => mul(`tier${i}.mailboxes`, `tier${i}.casMegacyclesPerMailbox`)),
        iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
      )
    ),
    msStep(
      "serverAvailableMegacycles",
      "Available Megacycles / Primary Datacenter Server",
      "megacycles",
      "Role Requirements!C162",
      iff(cmp("megacyclesPerCore", "<>", 0), mul("coresPerServer", "megacyclesPerCore"), text("--"))
    ),
    msStep(
      "dedicatedCasServersMinimum",
      "Required Minimum Dedicated CAS Count (PDC)",
      "servers",
      "Role Requirements!C189",
      iff(
        and(
          cmp("multiRole", "=", text("No")),
          not("validationError"),
          cmp("megacyclesPerCore", "<>", 0)
        ),
        roundup(div("casMegacyclesTotal", mul("serverAvailableMegacycles", 0.8)), 0),
        text("--")
      )
    ),
    msStep(
      "casMegacycles.worstFailure",
      "CAS CPU Requirements (Mcycles) / Pri-DC Server (Worst Failure)",
      "megacycles",
      "Role Requirements!G201",
      iff(
        cmp("multiRole", "=", text("Yes")),
        mul(
          mul(
            "worstFailureActiveDatabasesForLoad",
            tierSum(tiers, (i) =>
              mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.casMegacyclesPerMailbox`)
            )
          ),
          iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
        ),
        iff(
          cmp("dedicatedCasServersMinimum", "=", text("--")),
          text("--"),
          div("casMegacyclesTotal", "dedicatedCasServersMinimum")
        )
      ),
      'Departure D1: reads worstFailureActiveDatabasesForLoad, which is the normal-runtime count when High Availability is off (the calculator multiplies its "--" and gives #VALUE!). Departure D2: with dedicated CAS servers and no CAS count ("--") the calculator divides by "--" (#VALUE!, a cell no output reads); ExSize gives "--".'
    ),
    msStep(
      "megacyclesPerCoreSecondary",
      "Adjusted Megacycles / Core per Secondary Datacenter Server",
      "megacycles",
      "Role Requirements!C160",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", "<>", 0)),
          not("validationError")
        ),
        div(mul(div("specIntRate2006Secondary", "coresPerServerSecondary"), 2000), 33.75),
        0
      )
    ),
    msStep(
      "serverAvailableMegacyclesSecondary",
      "Available Megacycles / Secondary Datacenter Server",
      "megacycles",
      "Role Requirements!C163",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", "<>", 0)),
          not("validationError")
        ),
        mul("coresPerServerSecondary", "megacyclesPerCoreSecondary"),
        text("--")
      )
    ),
    msStep(
      "dedicatedCasServersMinimumSecondary",
      "Required Minimum Dedicated CAS Count (SDC)",
      "servers",
      "Role Requirements!C190",
      iff(
        and(
          cmp("multiRole", "=", text("No")),
          cmp("highAvailability", "=", text("Yes")),
          cmp("siteResilience", "=", text("Yes")),
          cmp("megacyclesPerCoreSecondary", "<>", 0),
          not("validationError")
        ),
        roundup(div("casMegacyclesTotal", mul("serverAvailableMegacyclesSecondary", 0.8)), 0),
        text("--")
      )
    ),
    msStep(
      "casMegacyclesSecondary.worstFailure",
      "CAS CPU Requirements (Mcycles) / Sec-DC Server (Worst Failure)",
      "megacycles",
      "Role Requirements!G204",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", "<>", 0)),
          not("validationError")
        ),
        iff(
          cmp("multiRole", "=", text("Yes")),
          iff(
            cmp("haPassiveCopiesDc1InDc2", "<>", 0),
            mul(
              mul(
                "activeDatabasesPerServerSecondary.worstFailure",
                tierSum(tiers, (i) =>
                  mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.casMegacyclesPerMailbox`)
                )
              ),
              iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
            ),
            0
          ),
          iff(
            cmp("dedicatedCasServersMinimumSecondary", "=", text("--")),
            text("--"),
            div("casMegacyclesTotal", "dedicatedCasServersMinimumSecondary")
          )
        ),
        text("--")
      ),
      'Departure D2: with dedicated CAS servers and no CAS count ("--") the calculator divides by "--" (#VALUE!, a cell no output reads); ExSize gives "--".'
    ),
    msStep(
      "activeMailboxMegacycles.worstFailure",
      "Active Mailbox CPU Requirements (Mcycles) / Pri-DC Server (Worst Failure)",
      "megacycles",
      "Role Requirements!G199",
      mul(
        mul(
          "worstFailureActiveDatabasesForLoad",
          tierSum(tiers, (i) =>
            mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxActive`)
          )
        ),
        iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
      ),
      'Departure D1: reads worstFailureActiveDatabasesForLoad, which is the normal-runtime count when High Availability is off (the calculator multiplies its "--" and gives #VALUE!).'
    ),
    msStep(
      "passiveMailboxMegacycles.worstFailure",
      "Passive Mailbox CPU Requirements (Mcycles) / Pri-DC Server (Worst Failure)",
      "megacycles",
      "Role Requirements!G200",
      iff(
        cmp("highAvailability", "=", text("Yes")),
        mul(
          mul(
            sub("databaseCopiesPerServerTotal", "activeDatabasesPerServer.worstFailure"),
            tierSum(tiers, (i) =>
              mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxPassive`)
            )
          ),
          iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
        ),
        0
      )
    ),
    msStep(
      "mailboxCoresRequiredPerServer",
      "Number of Required Mailbox Processor Cores (Primary Datacenter) / Server",
      "cores",
      "Role Requirements!C168",
      iff(
        cmp("megacyclesPerCore", "<>", 0),
        div(
          add("activeMailboxMegacycles.worstFailure", "passiveMailboxMegacycles.worstFailure"),
          "megacyclesPerCore"
        ),
        text("--")
      )
    ),
    msStep(
      "casCoresRequiredPerServer",
      "Number of Required CAS Processor Cores (Primary Datacenter) / Server",
      "cores",
      "Role Requirements!C170",
      iff(
        cmp("megacyclesPerCore", "<>", 0),
        div("casMegacycles.worstFailure", "megacyclesPerCore"),
        text("--")
      )
    ),
    msStep(
      "activeMailboxMegacyclesSecondary.worstFailure",
      "Active Mailbox CPU Requirements (Mcycles) / Sec-DC Server (Worst Failure)",
      "megacycles",
      "Role Requirements!G202",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", "<>", 0)),
          not("validationError")
        ),
        iff(
          cmp("haPassiveCopiesDc1InDc2", "<>", 0),
          mul(
            mul(
              "activeDatabasesPerServerSecondary.worstFailure",
              tierSum(tiers, (i) =>
                mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxActive`)
              )
            ),
            iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
          ),
          0
        ),
        text("--")
      )
    ),
    msStep(
      "passiveMailboxMegacyclesSecondary.worstFailure",
      "Passive Mailbox CPU Requirements (Mcycles) / Sec-DC Server (Worst Failure)",
      "megacycles",
      "Role Requirements!G203",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", "<>", 0)),
          not("validationError")
        ),
        iff(
          cmp("haPassiveCopiesDc1InDc2", "<>", 0),
          mul(
            mul(
              sub("databaseCopiesPerServerTotal", "activeDatabasesPerServerSecondary.worstFailure"),
              tierSum(tiers, (i) =>
                mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxPassive`)
              )
            ),
            iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
          ),
          mul(
            mul(
              "databaseCopiesPerServerTotal",
              tierSum(tiers, (i) =>
                mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxPassive`)
              )
            ),
            iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
          )
        ),
        text("--")
      )
    ),
    msStep(
      "mailboxCoresRequiredPerServerSecondary",
      "Number of Required Mailbox Processor Cores (Secondary Datacenter) / Server",
      "cores",
      "Role Requirements!C172",
      iff(
        cmp("megacyclesPerCoreSecondary", "<>", 0),
        div(
          add(
            "activeMailboxMegacyclesSecondary.worstFailure",
            "passiveMailboxMegacyclesSecondary.worstFailure"
          ),
          "megacyclesPerCoreSecondary"
        ),
        text("--")
      )
    ),
    msStep(
      "casCoresRequiredPerServerSecondary",
      "Number of Required CAS Processor Cores (Secondary Datacenter) / Server",
      "cores",
      "Role Requirements!C174",
      iff(
        cmp("megacyclesPerCoreSecondary", "<>", 0),
        div("casMegacyclesSecondary.worstFailure", "megacyclesPerCoreSecondary"),
        text("--")
      )
    ),
    msStep(
      "activeMailboxMegacycles.normal",
      "Active Mailbox CPU Requirements (Mcycles) / Pri-DC Server (Normal Runtime)",
      "megacycles",
      "Role Requirements!C199",
      iff(
        cmp("activeDatabasesPerServer.normal", "<>", text("--")),
        mul(
          mul(
            "activeDatabasesPerServer.normal",
            tierSum(tiers, (i) =>
              mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxActive`)
            )
          ),
          iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
        ),
        text("--")
      )
    ),
    msStep(
      "activeMailboxMegacycles.singleFailure",
      "Active Mailbox CPU Requirements (Mcycles) / Pri-DC Server (Single Failure)",
      "megacycles",
      "Role Requirements!D199",
      iff(
        cmp("activeDatabasesPerServer.singleFailure", "<>", text("--")),
        mul(
          mul(
            "activeDatabasesPerServer.singleFailure",
            tierSum(tiers, (i) =>
              mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxActive`)
            )
          ),
          iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
        ),
        text("--")
      )
    ),
    msStep(
      "activeMailboxMegacycles.doubleFailure",
      "Active Mailbox CPU Requirements (Mcycles) / Pri-DC Server (Double Failure)",
      "megacycles",
      "Role Requirements!E199",
      iff(
        cmp("activeDatabasesPerServer.doubleFailure", "<>", text("--")),
        mul(
          mul(
            "activeDatabasesPerServer.doubleFailure",
            tierSum(tiers, (i) =>
              mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxActive`)
            )
          ),
          iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
        ),
        text("--")
      )
    ),
    msStep(
      "activeMailboxMegacycles.siteFailure",
      "Active Mailbox CPU Requirements (Mcycles) / Pri-DC Server (Site Failure)",
      "megacycles",
      "Role Requirements!F199",
      mul(
        mul(
          "activeDatabasesPerServer.siteFailure",
          tierSum(tiers, (i) =>
            mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxActive`)
          )
        ),
        iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
      )
    ),
    msStep(
      "passiveMailboxMegacycles.normal",
      "Passive Mailbox CPU Requirements (Mcycles) / Pri-DC Server (Normal Runtime)",
      "megacycles",
      "Role Requirements!C200",
      iff(
        cmp("highAvailability", "=", text("Yes")),
        mul(
          mul(
            sub("databaseCopiesPerServerTotal", "activeDatabasesPerServer.normal"),
            tierSum(tiers, (i) =>
              mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxPassive`)
            )
          ),
          iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
        ),
        0
      )
    ),
    msStep(
      "passiveMailboxMegacycles.singleFailure",
      "Passive Mailbox CPU Requirements (Mcycles) / Pri-DC Server (Single Failure)",
      "megacycles",
      "Role Requirements!D200",
      iff(
        cmp("activeDatabasesPerServer.singleFailure", "<>", text("--")),
        iff(
          cmp("highAvailability", "=", text("Yes")),
          mul(
            mul(
              sub("databaseCopiesPerServerTotal", "activeDatabasesPerServer.singleFailure"),
              tierSum(tiers, (i) =>
                mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxPassive`)
              )
            ),
            iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
          ),
          0
        ),
        text("--")
      )
    ),
    msStep(
      "passiveMailboxMegacycles.doubleFailure",
      "Passive Mailbox CPU Requirements (Mcycles) / Pri-DC Server (Double Failure)",
      "megacycles",
      "Role Requirements!E200",
      iff(
        cmp("activeDatabasesPerServer.doubleFailure", "<>", text("--")),
        iff(
          cmp("highAvailability", "=", text("Yes")),
          mul(
            mul(
              sub("databaseCopiesPerServerTotal", "activeDatabasesPerServer.doubleFailure"),
              tierSum(tiers, (i) =>
                mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxPassive`)
              )
            ),
            iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
          ),
          0
        ),
        text("--")
      )
    ),
    msStep(
      "passiveMailboxMegacycles.siteFailure",
      "Passive Mailbox CPU Requirements (Mcycles) / Pri-DC Server (Site Failure)",
      "megacycles",
      "Role Requirements!F200",
      iff(
        and(
          cmp("highAvailability", "=", text("Yes")),
          cmp("siteResilience", "=", text("Yes")),
          cmp("siteResilienceModel", "<>", text("Active/Passive"))
        ),
        mul(
          mul(
            sub("databaseCopiesPerServerTotal", "activeDatabasesPerServer.siteFailure"),
            tierSum(tiers, (i) =>
              mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxPassive`)
            )
          ),
          iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
        ),
        0
      )
    ),
    msStep(
      "casMegacycles.normal",
      "CAS CPU Requirements (Mcycles) / Pri-DC Server (Normal Runtime)",
      "megacycles",
      "Role Requirements!C201",
      iff(
        cmp("activeDatabasesPerServer.normal", "<>", text("--")),
        iff(
          cmp("multiRole", "=", text("Yes")),
          mul(
            mul(
              "activeDatabasesPerServer.normal",
              tierSum(tiers, (i) =>
                mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.casMegacyclesPerMailbox`)
              )
            ),
            iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
          ),
          iff(
            cmp("dedicatedCasServersMinimum", "=", text("--")),
            text("--"),
            div("casMegacyclesTotal", "dedicatedCasServersMinimum")
          )
        ),
        text("--")
      ),
      'Departure D2: with dedicated CAS servers and no CAS count ("--") the calculator divides by "--" (#VALUE!, a cell no output reads); ExSize gives "--".'
    ),
    msStep(
      "casMegacycles.singleFailure",
      "CAS CPU Requirements (Mcycles) / Pri-DC Server (Single Failure)",
      "megacycles",
      "Role Requirements!D201",
      iff(
        cmp("activeDatabasesPerServer.singleFailure", "<>", text("--")),
        iff(
          cmp("multiRole", "=", text("Yes")),
          mul(
            mul(
              "activeDatabasesPerServer.singleFailure",
              tierSum(tiers, (i) =>
                mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.casMegacyclesPerMailbox`)
              )
            ),
            iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
          ),
          iff(
            cmp("dedicatedCasServersMinimum", "=", text("--")),
            text("--"),
            div("casMegacyclesTotal", "dedicatedCasServersMinimum")
          )
        ),
        text("--")
      ),
      'Departure D2: with dedicated CAS servers and no CAS count ("--") the calculator divides by "--" (#VALUE!, a cell no output reads); ExSize gives "--".'
    ),
    msStep(
      "casMegacycles.doubleFailure",
      "CAS CPU Requirements (Mcycles) / Pri-DC Server (Double Failure)",
      "megacycles",
      "Role Requirements!E201",
      iff(
        cmp("activeDatabasesPerServer.doubleFailure", "<>", text("--")),
        iff(
          cmp("multiRole", "=", text("Yes")),
          mul(
            mul(
              "activeDatabasesPerServer.doubleFailure",
              tierSum(tiers, (i) =>
                mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.casMegacyclesPerMailbox`)
              )
            ),
            iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
          ),
          iff(
            cmp("dedicatedCasServersMinimum", "=", text("--")),
            text("--"),
            div("casMegacyclesTotal", "dedicatedCasServersMinimum")
          )
        ),
        text("--")
      ),
      'Departure D2: with dedicated CAS servers and no CAS count ("--") the calculator divides by "--" (#VALUE!, a cell no output reads); ExSize gives "--".'
    ),
    msStep(
      "casMegacycles.siteFailure",
      "CAS CPU Requirements (Mcycles) / Pri-DC Server (Site Failure)",
      "megacycles",
      "Role Requirements!F201",
      iff(
        cmp("multiRole", "=", text("Yes")),
        mul(
          mul(
            "activeDatabasesPerServer.siteFailure",
            tierSum(tiers, (i) =>
              mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.casMegacyclesPerMailbox`)
            )
          ),
          iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
        ),
        iff(
          cmp("dedicatedCasServersMinimum", "=", text("--")),
          text("--"),
          div("casMegacyclesTotal", "dedicatedCasServersMinimum")
        )
      ),
      'Departure D2: with dedicated CAS servers and no CAS count ("--") the calculator divides by "--" (#VALUE!, a cell no output reads); ExSize gives "--".'
    ),
    msStep(
      "activeMailboxMegacyclesSecondary.normal",
      "Active Mailbox CPU Requirements (Mcycles) / Sec-DC Server (Normal Runtime)",
      "megacycles",
      "Role Requirements!C202",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", "<>", 0)),
          not("validationError")
        ),
        iff(
          cmp("haPassiveCopiesDc1InDc2", "<>", 0),
          mul(
            mul(
              "activeDatabasesPerServerSecondary.normal",
              tierSum(tiers, (i) =>
                mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxActive`)
              )
            ),
            iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
          ),
          0
        ),
        text("--")
      )
    ),
    msStep(
      "activeMailboxMegacyclesSecondary.singleFailure",
      "Active Mailbox CPU Requirements (Mcycles) / Sec-DC Server (Single Failure)",
      "megacycles",
      "Role Requirements!D202",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", "<>", 0)),
          not("validationError"),
          cmp("activeDatabasesPerServerSecondary.singleFailure", "<>", text("--"))
        ),
        iff(
          cmp("haPassiveCopiesDc1InDc2", "<>", 0),
          mul(
            mul(
              "activeDatabasesPerServerSecondary.singleFailure",
              tierSum(tiers, (i) =>
                mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxActive`)
              )
            ),
            iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
          ),
          0
        ),
        text("--")
      )
    ),
    msStep(
      "activeMailboxMegacyclesSecondary.doubleFailure",
      "Active Mailbox CPU Requirements (Mcycles) / Sec-DC Server (Double Failure)",
      "megacycles",
      "Role Requirements!E202",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", "<>", 0)),
          not("validationError"),
          cmp("activeDatabasesPerServerSecondary.doubleFailure", "<>", text("--"))
        ),
        iff(
          cmp("haPassiveCopiesDc1InDc2", "<>", 0),
          mul(
            mul(
              "activeDatabasesPerServerSecondary.doubleFailure",
              tierSum(tiers, (i) =>
                mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxActive`)
              )
            ),
            iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
          ),
          0
        ),
        text("--")
      )
    ),
    msStep(
      "activeMailboxMegacyclesSecondary.siteFailure",
      "Active Mailbox CPU Requirements (Mcycles) / Sec-DC Server (Site Failure)",
      "megacycles",
      "Role Requirements!F202",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", "<>", 0)),
          not("validationError")
        ),
        iff(
          cmp("haPassiveCopiesDc1InDc2", "<>", 0),
          mul(
            mul(
              "activeDatabasesPerServerSecondary.siteFailure",
              tierSum(tiers, (i) =>
                mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxActive`)
              )
            ),
            iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
          ),
          0
        ),
        text("--")
      )
    ),
    msStep(
      "passiveMailboxMegacyclesSecondary.normal",
      "Passive Mailbox CPU Requirements (Mcycles) / Sec-DC Server (Normal Runtime)",
      "megacycles",
      "Role Requirements!C203",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", "<>", 0)),
          not("validationError")
        ),
        iff(
          cmp("haPassiveCopiesDc1InDc2", "<>", 0),
          mul(
            mul(
              sub("databaseCopiesPerServerTotal", "activeDatabasesPerServerSecondary.normal"),
              tierSum(tiers, (i) =>
                mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxPassive`)
              )
            ),
            iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
          ),
          mul(
            mul(
              "databaseCopiesPerServerTotal",
              tierSum(tiers, (i) =>
                mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxPassive`)
              )
            ),
            iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
          )
        ),
        text("--")
      )
    ),
    msStep(
      "passiveMailboxMegacyclesSecondary.singleFailure",
      "Passive Mailbox CPU Requirements (Mcycles) / Sec-DC Server (Single Failure)",
      "megacycles",
      "Role Requirements!D203",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", "<>", 0)),
          not("validationError"),
          cmp("activeDatabasesPerServerSecondary.singleFailure", "<>", text("--"))
        ),
        iff(
          cmp("haPassiveCopiesDc1InDc2", "<>", 0),
          mul(
            mul(
              sub(
                "databaseCopiesPerServerTotal",
                "activeDatabasesPerServerSecondary.singleFailure"
              ),
              tierSum(tiers, (i) =>
                mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxPassive`)
              )
            ),
            iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
          ),
          mul(
            mul(
              "databaseCopiesPerServerTotal",
              tierSum(tiers, (i) =>
                mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxPassive`)
              )
            ),
            iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
          )
        ),
        text("--")
      )
    ),
    msStep(
      "passiveMailboxMegacyclesSecondary.doubleFailure",
      "Passive Mailbox CPU Requirements (Mcycles) / Sec-DC Server (Double Failure)",
      "megacycles",
      "Role Requirements!E203",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", "<>", 0)),
          not("validationError"),
          cmp("activeDatabasesPerServerSecondary.doubleFailure", "<>", text("--"))
        ),
        iff(
          cmp("haPassiveCopiesDc1InDc2", "<>", 0),
          mul(
            mul(
              sub(
                "databaseCopiesPerServerTotal",
                "activeDatabasesPerServerSecondary.doubleFailure"
              ),
              tierSum(tiers, (i) =>
                mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxPassive`)
              )
            ),
            iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
          ),
          mul(
            mul(
              "databaseCopiesPerServerTotal",
              tierSum(tiers, (i) =>
                mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxPassive`)
              )
            ),
            iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
          )
        ),
        text("--")
      )
    ),
    msStep(
      "passiveMailboxMegacyclesSecondary.siteFailure",
      "Passive Mailbox CPU Requirements (Mcycles) / Sec-DC Server (Site Failure)",
      "megacycles",
      "Role Requirements!F203",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", "<>", 0)),
          not("validationError")
        ),
        iff(
          cmp("haPassiveCopiesDc1InDc2", "<>", 0),
          mul(
            mul(
              sub("databaseCopiesPerServerTotal", "activeDatabasesPerServerSecondary.siteFailure"),
              tierSum(tiers, (i) =>
                mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxPassive`)
              )
            ),
            iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
          ),
          mul(
            mul(
              "databaseCopiesPerServerTotal",
              tierSum(tiers, (i) =>
                mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.serverMegacyclesPerMailboxPassive`)
              )
            ),
            iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
          )
        ),
        text("--")
      )
    ),
    msStep(
      "casMegacyclesSecondary.normal",
      "CAS CPU Requirements (Mcycles) / Sec-DC Server (Normal Runtime)",
      "megacycles",
      "Role Requirements!C204",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", "<>", 0)),
          not("validationError")
        ),
        iff(
          cmp("multiRole", "=", text("Yes")),
          iff(
            cmp("haPassiveCopiesDc1InDc2", "<>", 0),
            mul(
              mul(
                "activeDatabasesPerServerSecondary.normal",
                tierSum(tiers, (i) =>
                  mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.casMegacyclesPerMailbox`)
                )
              ),
              iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
            ),
            0
          ),
          iff(
            cmp("dedicatedCasServersMinimumSecondary", "=", text("--")),
            text("--"),
            div("casMegacyclesTotal", "dedicatedCasServersMinimumSecondary")
          )
        ),
        text("--")
      ),
      'Departure D2: with dedicated CAS servers and no CAS count ("--") the calculator divides by "--" (#VALUE!, a cell no output reads); ExSize gives "--".'
    ),
    msStep(
      "casMegacyclesSecondary.singleFailure",
      "CAS CPU Requirements (Mcycles) / Sec-DC Server (Single Failure)",
      "megacycles",
      "Role Requirements!D204",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", "<>", 0)),
          not("validationError"),
          cmp("activeDatabasesPerServerSecondary.singleFailure", "<>", text("--"))
        ),
        iff(
          cmp("multiRole", "=", text("Yes")),
          iff(
            cmp("haPassiveCopiesDc1InDc2", "<>", 0),
            mul(
              mul(
                "activeDatabasesPerServerSecondary.singleFailure",
                tierSum(tiers, (i) =>
                  mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.casMegacyclesPerMailbox`)
                )
              ),
              iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
            ),
            0
          ),
          iff(
            cmp("dedicatedCasServersMinimumSecondary", "=", text("--")),
            text("--"),
            div("casMegacyclesTotal", "dedicatedCasServersMinimumSecondary")
          )
        ),
        text("--")
      ),
      'Departure D2: with dedicated CAS servers and no CAS count ("--") the calculator divides by "--" (#VALUE!, a cell no output reads); ExSize gives "--".'
    ),
    msStep(
      "casMegacyclesSecondary.doubleFailure",
      "CAS CPU Requirements (Mcycles) / Sec-DC Server (Double Failure)",
      "megacycles",
      "Role Requirements!E204",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", "<>", 0)),
          not("validationError"),
          cmp("activeDatabasesPerServerSecondary.doubleFailure", "<>", text("--"))
        ),
        iff(
          cmp("multiRole", "=", text("Yes")),
          iff(
            cmp("haPassiveCopiesDc1InDc2", "<>", 0),
            mul(
              mul(
                "activeDatabasesPerServerSecondary.doubleFailure",
                tierSum(tiers, (i) =>
                  mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.casMegacyclesPerMailbox`)
                )
              ),
              iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
            ),
            0
          ),
          iff(
            cmp("dedicatedCasServersMinimumSecondary", "=", text("--")),
            text("--"),
            div("casMegacyclesTotal", "dedicatedCasServersMinimumSecondary")
          )
        ),
        text("--")
      ),
      'Departure D2: with dedicated CAS servers and no CAS count ("--") the calculator divides by "--" (#VALUE!, a cell no output reads); ExSize gives "--".'
    ),
    msStep(
      "casMegacyclesSecondary.siteFailure",
      "CAS CPU Requirements (Mcycles) / Sec-DC Server (Site Failure)",
      "megacycles",
      "Role Requirements!F204",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", "<>", 0)),
          not("validationError")
        ),
        iff(
          cmp("multiRole", "=", text("Yes")),
          iff(
            cmp("haPassiveCopiesDc1InDc2", "<>", 0),
            mul(
              mul(
                "activeDatabasesPerServerSecondary.siteFailure",
                tierSum(tiers, (i) =>
                  mul(`tier${i}.mailboxesPerDatabase`, `tier${i}.casMegacyclesPerMailbox`)
                )
              ),
              iff(cmp("virtualization", "=", text("Yes")), add(1, "hypervisorOverhead"), 1)
            ),
            0
          ),
          iff(
            cmp("dedicatedCasServersMinimumSecondary", "=", text("--")),
            text("--"),
            div("casMegacyclesTotal", "dedicatedCasServersMinimumSecondary")
          )
        ),
        text("--")
      ),
      'Departure D2: with dedicated CAS servers and no CAS count ("--") the calculator divides by "--" (#VALUE!, a cell no output reads); ExSize gives "--".'
    ),
    msStep(
      "cpuUtilization.normal",
      "Primary Datacenter Servers (Normal Runtime)",
      "fraction",
      "Role Requirements!C208",
      iff(
        and(
          cmp("megacyclesPerCore", "<>", 0),
          not("validationError"),
          cmp("activeDatabasesPerServer.normal", "<>", text("--"))
        ),
        div(
          add(
            "activeMailboxMegacycles.normal",
            "passiveMailboxMegacycles.normal",
            iff("casCountsInServerCpu", "casMegacycles.normal", 0)
          ),
          "serverAvailableMegacycles"
        ),
        text("--")
      )
    ),
    msStep(
      "cpuUtilization.singleFailure",
      "Primary Datacenter Servers (Single Failure)",
      "fraction",
      "Role Requirements!D208",
      iff(
        and(
          cmp("megacyclesPerCore", "<>", 0),
          not("validationError"),
          cmp("activeDatabasesPerServer.singleFailure", "<>", text("--"))
        ),
        div(
          add(
            "activeMailboxMegacycles.singleFailure",
            "passiveMailboxMegacycles.singleFailure",
            iff("casCountsInServerCpu", "casMegacycles.singleFailure", 0)
          ),
          "serverAvailableMegacycles"
        ),
        text("--")
      )
    ),
    msStep(
      "cpuUtilization.doubleFailure",
      "Primary Datacenter Servers (Double Failure)",
      "fraction",
      "Role Requirements!E208",
      iff(
        and(
          cmp("megacyclesPerCore", "<>", 0),
          not("validationError"),
          cmp("activeDatabasesPerServer.doubleFailure", "<>", text("--"))
        ),
        div(
          add(
            "activeMailboxMegacycles.doubleFailure",
            "passiveMailboxMegacycles.doubleFailure",
            iff("casCountsInServerCpu", "casMegacycles.doubleFailure", 0)
          ),
          "serverAvailableMegacycles"
        ),
        text("--")
      )
    ),
    msStep(
      "cpuUtilization.siteFailure",
      "Primary Datacenter Servers (Site Failure)",
      "fraction",
      "Role Requirements!F208",
      iff(
        and(
          cmp("megacyclesPerCore", "<>", 0),
          not("validationError"),
          cmp("activeDatabasesAfterSiteActivation", "<>", text("--"))
        ),
        div(
          add(
            "activeMailboxMegacycles.siteFailure",
            "passiveMailboxMegacycles.siteFailure",
            iff("casCountsInServerCpu", "casMegacycles.siteFailure", 0)
          ),
          "serverAvailableMegacycles"
        ),
        text("--")
      )
    ),
    msStep(
      "cpuUtilization.worstFailure",
      "Primary Datacenter Servers (Worst Failure)",
      "fraction",
      "Role Requirements!G208",
      iff(
        and(cmp("megacyclesPerCore", "<>", 0), not("validationError")),
        div(
          add(
            "activeMailboxMegacycles.worstFailure",
            "passiveMailboxMegacycles.worstFailure",
            iff("casCountsInServerCpu", "casMegacycles.worstFailure", 0)
          ),
          "serverAvailableMegacycles"
        ),
        text("--")
      )
    ),
    msStep(
      "cpuUtilizationSecondary.normal",
      "Secondary Datacenter Servers (Normal Runtime)",
      "fraction",
      "Role Requirements!C209",
      iff(
        and(
          or(cmp("drServersDc2", "<>", 0), cmp("activeServersDc2", "<>", 0)),
          not("validationError"),
          cmp("megacyclesPerCoreSecondary", "<>", 0)
        ),
        div(
          add(
            "activeMailboxMegacyclesSecondary.normal",
            "passiveMailboxMegacyclesSecondary.normal",
            iff("casCountsInServerCpu", "casMegacyclesSecondary.normal", 0)
          ),
          "serverAvailableMegacyclesSecondary"
        ),
        text("--")
      )
    ),
    msStep(
      "cpuUtilizationSecondary.singleFailure",
      "Secondary Datacenter Servers (Single Failure)",
      "fraction",
      "Role Requirements!D209",
      iff(
        and(
          or(cmp("drServersDc2", "<>", 0), cmp("activeServersDc2", "<>", 0)),
          not("validationError"),
          cmp("megacyclesPerCoreSecondary", "<>", 0),
          cmp("activeDatabasesPerServerSecondary.singleFailure", "<>", text("--"))
        ),
        div(
          add(
            "activeMailboxMegacyclesSecondary.singleFailure",
            "passiveMailboxMegacyclesSecondary.singleFailure",
            iff("casCountsInServerCpu", "casMegacyclesSecondary.singleFailure", 0)
          ),
          "serverAvailableMegacyclesSecondary"
        ),
        text("--")
      )
    ),
    msStep(
      "cpuUtilizationSecondary.doubleFailure",
      "Secondary Datacenter Servers (Double Failure)",
      "fraction",
      "Role Requirements!E209",
      iff(
        and(
          or(cmp("drServersDc2", "<>", 0), cmp("activeServersDc2", "<>", 0)),
          not("validationError"),
          cmp("megacyclesPerCoreSecondary", "<>", 0),
          cmp("activeDatabasesPerServerSecondary.doubleFailure", "<>", text("--"))
        ),
        div(
          add(
            "activeMailboxMegacyclesSecondary.doubleFailure",
            "passiveMailboxMegacyclesSecondary.doubleFailure",
            iff("casCountsInServerCpu", "casMegacyclesSecondary.doubleFailure", 0)
          ),
          "serverAvailableMegacyclesSecondary"
        ),
        text("--")
      )
    ),
    msStep(
      "cpuUtilizationSecondary.siteFailure",
      "Secondary Datacenter Servers (Site Failure)",
      "fraction",
      "Role Requirements!F209",
      iff(
        and(
          or(cmp("drServersDc2", "<>", 0), cmp("activeServersDc2", "<>", 0)),
          not("validationError"),
          cmp("megacyclesPerCoreSecondary", "<>", 0)
        ),
        div(
          add(
            "activeMailboxMegacyclesSecondary.siteFailure",
            "passiveMailboxMegacyclesSecondary.siteFailure",
            iff("casCountsInServerCpu", "casMegacyclesSecondary.siteFailure", 0)
          ),
          "serverAvailableMegacyclesSecondary"
        ),
        text("--")
      )
    ),
    msStep(
      "cpuUtilizationSecondary.worstFailure",
      "Secondary Datacenter Servers (Worst Failure)",
      "fraction",
      "Role Requirements!G209",
      iff(
        and(
          or(cmp("drServersDc2", "<>", 0), cmp("activeServersDc2", "<>", 0)),
          not("validationError"),
          cmp("megacyclesPerCoreSecondary", "<>", 0)
        ),
        div(
          add(
            "activeMailboxMegacyclesSecondary.worstFailure",
            "passiveMailboxMegacyclesSecondary.worstFailure",
            iff("casCountsInServerCpu", "casMegacyclesSecondary.worstFailure", 0)
          ),
          "serverAvailableMegacyclesSecondary"
        ),
        text("--")
      )
    ),
    msStep(
      "processorCoresUtilized",
      "Number of Processor Cores Utilized",
      "cores",
      "Role Requirements!C254",
      iff(
        and(not("validationError"), cmp("megacyclesPerCore", "<>", 0)),
        roundup(
          add(
            "mailboxCoresRequiredPerServer",
            iff("casCountsInServerCpu", "casCoresRequiredPerServer", 0)
          ),
          0
        ),
        text("--")
      )
    ),
    msStep(
      "processorCoresUtilizedSecondary",
      "Number of Processor Cores Utilized / Datacenter 2 Server",
      "cores",
      "Role Requirements!D254",
      iff(
        and(
          not("validationError"),
          cmp("siteResilience", "=", text("Yes")),
          cmp("megacyclesPerCoreSecondary", "<>", 0)
        ),
        roundup(
          add(
            "mailboxCoresRequiredPerServerSecondary",
            iff("casCountsInServerCpu", "casCoresRequiredPerServerSecondary", 0)
          ),
          0
        ),
        text("--")
      )
    ),
    msStep(
      "cpuMegacycleRequirementPerServer",
      "Server CPU Megacycle Requirements",
      "megacycles",
      "Role Requirements!C256",
      iff(
        not("validationError"),
        add(
          "activeMailboxMegacycles.worstFailure",
          "passiveMailboxMegacycles.worstFailure",
          iff("casCountsInServerCpu", "casMegacycles.worstFailure", 0)
        ),
        text("--")
      )
    ),
    msStep(
      "cpuMegacycleRequirementPerServerSecondary",
      "Server CPU Megacycle Requirements / Datacenter 2 Server",
      "megacycles",
      "Role Requirements!D256",
      iff(
        and(
          or(cmp("activeServersDc2", "<>", 0), cmp("drServersDc2", "<>", 0)),
          not("validationError")
        ),
        add(
          "activeMailboxMegacyclesSecondary.worstFailure",
          "passiveMailboxMegacyclesSecondary.worstFailure",
          iff("casCountsInServerCpu", "casMegacyclesSecondary.worstFailure", 0)
        ),
        text("--")
      )
    ),
    msStep(
      "availableMegacyclesPerServer",
      "Server Total Available Adjusted Megacycles",
      "megacycles",
      "Role Requirements!C257",
      iff(not("validationError"), "serverAvailableMegacycles", text("--"))
    ),
    msStep(
      "availableMegacyclesPerServerSecondary",
      "Server Total Available Adjusted Megacycles / Datacenter 2 Server",
      "megacycles",
      "Role Requirements!D257",
      "serverAvailableMegacyclesSecondary"
    ),
  ];
}
