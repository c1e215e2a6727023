interface ConfigErrorProps {
  /** The variable that is missing, when that is the problem. */
  missing?: string
  message: string
}

/** Shown instead of a blank page when the backend client cannot be created (product.md §2, "Configuration screen"). */
export function ConfigError({ missing, message }: ConfigErrorProps) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-6">
      <section
        aria-labelledby="config-title"
        className="w-full max-w-lg rounded-lg border bg-card p-6 shadow-sm"
      >
        <h1 id="config-title" className="mb-2 text-xl font-semibold">
          Configuration needed
        </h1>
        {missing ? (
          <p className="mb-4 text-sm text-muted-foreground">
            <code className="font-mono">VITE_SUPABASE_URL</code> is set but{' '}
            <code className="font-mono">{missing}</code> is missing. Set it (or{' '}
            <code className="font-mono">VITE_SUPABASE_PUBLISHABLE_KEY</code>) to the project&apos;s
            anon key and rebuild the app.
          </p>
        ) : (
          <p className="mb-4 text-sm text-muted-foreground">
            Check <code className="font-mono">VITE_SUPABASE_URL</code> and rebuild the app.
          </p>
        )}
        <pre className="rounded-md bg-muted px-3 py-2 font-mono text-sm whitespace-pre-wrap">
          {message}
        </pre>
      </section>
    </main>
  )
}
