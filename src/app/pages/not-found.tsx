import { useEffect } from 'react'
import { Link, useLocation } from 'wouter'

export function NotFound() {
  const [pathname] = useLocation()
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname)
  }, [pathname])
  return (
    <main className="flex min-h-dvh items-center justify-center bg-muted/40 p-6">
      <div className="text-center">
        <h1 className="mb-3 text-5xl font-bold tracking-tight">404</h1>
        <p className="mb-6 text-lg text-muted-foreground">Oops! Page not found</p>
        <Link
          href="/"
          className="font-medium text-today underline underline-offset-4 hover:opacity-80"
        >
          Return to Home
        </Link>
      </div>
    </main>
  )
}
