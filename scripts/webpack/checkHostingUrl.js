#!/usr/bin/env node
/**
 * `npm run build`'s first step: checks EXSIZE_URL (scripts/webpack/hostingUrl.js) before webpack empties
 * dist/, so a bad address costs one line and exit 1 with nothing written (docs/errors.md), and says where
 * the build's manifest will point.
 */
const { hostingUrl } = require("./hostingUrl");

try {
  const url = hostingUrl(process.env.EXSIZE_URL, undefined);
  console.log(
    url === undefined
      ? "EXSIZE_URL is not set: dist/manifest.xml points at https://localhost:3000/ (a developer's machine). For a team, see docs/install.md."
      : `dist/manifest.xml will point at ${url}`
  );
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
