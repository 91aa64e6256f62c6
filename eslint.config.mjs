// The Office add-in lint rules (office-addin-lint's own config), plus what a TypeScript project needs:
// the TypeScript compiler already checks undefined names (npm run lint runs tsc first), so ESLint's
// no-undef, which does not know the Office and DOM globals, is off. Generated adapters are not linted.
import officeAddins from "eslint-plugin-office-addins";
import tsParser from "@typescript-eslint/parser";

export default [
  { ignores: ["src/functions/excel/**"] },
  ...officeAddins.configs.recommended,
  {
    plugins: { "office-addins": officeAddins },
    languageOptions: { parser: tsParser },
    rules: { "no-undef": "off" },
  },
];
