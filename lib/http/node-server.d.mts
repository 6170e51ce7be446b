import http from "node:http";

/** The socket's peer address, stamped by the server on every request (a client's value is overwritten). */
export const remoteAddressHeader: string;
/** Private headers a route handler names its pre-encoded body's Content-Encoding and Content-Length with. */
export const encodingHeader: string;
export const lengthHeader: string;
/** The Vary names Next.js adds to every App Router answer, left out of API answers. */
export const nextInternalVary: Set<string>;
/** A Vary value without Next's internal names; undefined when nothing is left. */
export function withoutInternalVary(value: number | string | readonly string[]): string[] | undefined;
/** The Node response of every request the server answers (header renaming, the API's Vary). */
export class StorefrontResponse extends http.ServerResponse {}
/** Answers an API path with broken percent-encoding with the API's JSON 400; true when it answered. */
export function answerMalformedApiPath(req: http.IncomingMessage, res: http.ServerResponse): boolean;
/** Whether this process serves through createStorefrontServer. */
export function servedByStorefrontServer(): boolean;
/** The storefront's HTTP server around Next's request handler. */
export function createStorefrontServer(handle: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>): http.Server;
/** Registers work to finish before a clean stop (buffered writes). */
export function onShutdown(work: () => Promise<unknown>): void;
/** Runs the registered shutdown work, waiting at most `timeoutMs`. */
export function runShutdownWork(timeoutMs: number): Promise<void>;
