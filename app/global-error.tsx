"use client";

// The root layout itself failed (for example the database is unreachable): a self-contained page.
export default function GlobalError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: "system-ui, sans-serif", background: "#fbf8f4", color: "#2b1d14", margin: 0 }}>
        <main style={{ maxWidth: 560, margin: "10vh auto", padding: "2rem", textAlign: "center" }}>
          <h1 style={{ fontFamily: "Georgia, serif" }}>The shop is taking a short break</h1>
          <p>We could not load the page. Please try again in a moment.</p>
          {error.digest ? <p style={{ fontSize: 14, color: "#6b5a4d" }}>Reference: {error.digest}</p> : null}
          <button
            type="button"
            onClick={() => reset()}
            style={{
              padding: "0.7rem 1.4rem",
              borderRadius: 999,
              border: 0,
              background: "#8a3b18",
              color: "#fff",
              fontSize: 16,
              cursor: "pointer",
            }}
          >
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
