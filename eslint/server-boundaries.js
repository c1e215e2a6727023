// The server's import rules (docs/architecture.md): filled in by the server's layering work.
export default []
