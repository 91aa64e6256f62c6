import { EnvironmentForm } from "./msEnvironmentForm";
import { FieldToFix } from "./outcome";
import { TierTableView } from "./tierTable";

/**
 * The Microsoft form's fields to fix: every tier cell, then every environment input, checked by the
 * core's own reader (as `exsize size` checks a scenario). Build and Prepare the deployment files both
 * refuse to go on while any is listed.
 * Example: a tier's mailboxes of -1 gives one entry, its message naming mailboxes, focusing that cell.
 */
export function microsoftFormFailures(
  tiers: TierTableView,
  environment: EnvironmentForm
): FieldToFix[] {
  return [
    ...tiers.checkAll().map(({ input, message }) => ({
      message,
      id: input.id,
      focus: () => input.focus(),
    })),
    ...environment
      .checkAll()
      .map(({ input, message, focus }) => ({ message, id: input.id, focus })),
  ];
}
