"use client";

import { useRef, useState, type FormEvent } from "react";
import { Alert } from "@/components/ui/alert";
import { useHydrated } from "@/components/ui/query-state";
import { ApiRequestError, browserApi } from "@/lib/storefront/api-client";
import type { Ticket } from "@storefront/sdk";

const tokenKey = "sf_door_operator_token";

type Result = { tone: "success" | "error"; title: string; detail: string };

/**
 * The door's form: the operator token (kept in this tab's session storage only, never in the page or a cookie)
 * and the code of each ticket; every check-in is POST /operator/tickets/check-in, which admits a ticket once.
 */
export function DoorCheckIn() {
  const hydrated = useHydrated();
  const [typedToken, setToken] = useState<string | null>(null);
  const token = typedToken ?? (hydrated ? (sessionStorage.getItem(tokenKey) ?? "") : "");
  const [code, setCode] = useState("");
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result | null>(null);
  const codeField = useRef<HTMLInputElement>(null);

  async function checkIn(event: FormEvent) {
    event.preventDefault();
    if (!code.trim() || !token.trim()) return;
    setPending(true);
    sessionStorage.setItem(tokenKey, token.trim());
    try {
      const answer = await browserApi({ token: token.trim() }).POST("/operator/tickets/check-in", { body: { code: code.trim() } });
      const data: Ticket = answer.data.data;
      setResult({
        tone: "success",
        title: "Admit",
        detail: `${data.event.title}, ${data.occurrence.displayStartsAt}: ${data.ticketType} (order ${data.orderNumber}).`,
      });
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0;
      const message = error instanceof Error ? error.message : "The check-in failed.";
      setResult({
        tone: "error",
        title: status === 401 ? "Operator token not accepted" : status === 404 ? "Not a ticket of this store" : "Do not admit",
        detail: status === 401 ? "Paste a current operator token (npm run cli -- operator-token create --tenant <id>)." : message,
      });
    } finally {
      setPending(false);
      setCode("");
      codeField.current?.focus();
    }
  }

  return (
    <form className="card card-body grid" style={{ gap: "1rem" }} onSubmit={(event) => void checkIn(event)}>
      <div className="field">
        <label htmlFor="door-token">Operator token</label>
        <input id="door-token" type="password" autoComplete="off" value={token} onChange={(e) => setToken(e.target.value)} required />
      </div>
      <div className="field">
        <label htmlFor="door-code">Ticket code</label>
        <input
          id="door-code"
          ref={codeField}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder="TK-…"
          required
        />
      </div>
      <button type="submit" className="button" disabled={pending} data-testid="check-in">
        {pending ? "Checking…" : "Check in"}
      </button>
      <div role="status" aria-live="polite" data-testid="door-result">
        {result ? (
          <Alert tone={result.tone}>
            <p>
              <strong>{result.title}.</strong> {result.detail}
            </p>
          </Alert>
        ) : null}
      </div>
    </form>
  );
}
