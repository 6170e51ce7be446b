export type TokenKind = "public" | "api" | "account" | "shopper" | "operator";
export declare const operationTokens: Record<string, TokenKind>;
