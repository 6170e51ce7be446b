const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a path id is a UUID: anything else names no row (404 before any query). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
