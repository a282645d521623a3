// Shown when rendering fails; a full reload also fetches a fresh build after a deploy.
export function ErrorScreen() {
  return (
    <main className="grid min-h-dvh place-items-center px-4">
      <div role="alert" className="max-w-md text-center">
        <h1 className="text-3xl font-extrabold tracking-tight">Unexpected Application Error!</h1>
        <p className="mt-4 text-base-content/80">
          Something went wrong while showing this page. Reloading usually helps; if it doesn't,
          start again from the home page.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => window.location.reload()}
          >
            Reload page
          </button>
          <a href="/" className="btn btn-ghost">
            Go to the home page
          </a>
        </div>
      </div>
    </main>
  )
}
