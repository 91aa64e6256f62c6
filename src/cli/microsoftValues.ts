/** The Microsoft method's values of a scenario: in the core (src/core/microsoft/values.ts), which the task pane's deployment files share. */
export { microsoftValues } from "../core/microsoft/values";
