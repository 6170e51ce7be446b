/**
 * The catalogue: products, collections, events, carts and checkout (issue 10). Declare each operation here
 * with defineOperation (see cms.ts for the shape); the registry, route files, OpenAPI document, caller and
 * test list pick it up from this object.
 */
export const catalogOperations = {};
