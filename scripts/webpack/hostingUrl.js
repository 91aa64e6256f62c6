/**
 * The production build's hosting address (docs/install.md, "Build for your web server"): the folder of an
 * HTTPS web server that serves dist/ as it is, given as EXSIZE_URL, e.g.
 * `EXSIZE_URL=https://sizing.example.com/exsize/ npm run build`.
 *
 * Office loads an add-in only over HTTPS (https://learn.microsoft.com/office/dev/add-ins/concepts/requirements-for-running-office-add-ins:
 * "must be hosted on a web server that uses HTTPS"), and the manifest's URLs are the build's file names
 * appended to this folder, so it must be an https:// address of a folder: it ends in "/", with no
 * query, fragment or user name. Anything else is refused with one line naming EXSIZE_URL.
 */
const RULE =
  "must be an https:// address of a folder, ending in / (for example https://sizing.example.com/exsize/)";

/** The hosting folder: EXSIZE_URL checked, or `fallback` (the development address) when it is unset. */
function hostingUrl(value, fallback) {
  if (value === undefined || value === "") return fallback;
  let url;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const ok =
    url !== undefined &&
    url.protocol === "https:" &&
    url.username === "" &&
    url.password === "" &&
    url.search === "" &&
    url.hash === "" &&
    url.pathname.endsWith("/") &&
    url.href === value;
  if (!ok) throw new Error(`EXSIZE_URL: ${RULE} (got ${value})`);
  return url.href;
}

/**
 * The manifest served from `target`: every `dev` URL (https://localhost:3000/...) moved to `target`, and
 * the AppDomain (the development origin, https://localhost:3000) to the target's origin. Throws if a
 * development address is left, so a manifest pointing at a consultant's own machine is never shipped.
 */
function manifestForOrigin(xml, dev, target) {
  if (target === dev) return xml;
  const devOrigin = new URL(dev).origin;
  const moved = xml
    .split(dev)
    .join(target)
    .split(`>${devOrigin}<`)
    .join(`>${new URL(target).origin}<`);
  if (moved.includes(devOrigin)) {
    throw new Error(`manifest: a URL on ${devOrigin} is left after moving it to ${target}`);
  }
  return moved;
}

module.exports = { hostingUrl, manifestForOrigin, RULE };
