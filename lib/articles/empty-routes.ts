/**
 * The one address a dynamic route builds when it has nothing to build. A static export refuses a dynamic
 * route without pages, so before the first article (or the first tag) is published the article and tag
 * routes each build this one address, which no slug or tag can have (those are lowercase letters, digits
 * and hyphens) and which renders the not-found page. The build then deletes it from out/
 * (scripts/remove-empty-routes.mjs), so the address answers 404 like any other unknown path.
 */
export const EMPTY_ROUTE_PARAM = '_none';
