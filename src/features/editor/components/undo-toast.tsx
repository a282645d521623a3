import { useEffect } from 'react'

type UndoToastProps = {
  message: string
  onUndo: () => void
  onDone: () => void
  /** How long the undo stays offered. */
  durationMs: number
}

/** "Deleted “X”. Undo": a polite status with its button, gone after the undo time. */
export function UndoToast({ message, onUndo, onDone, durationMs }: UndoToastProps) {
  useEffect(() => {
    const timer = setTimeout(onDone, durationMs)
    return () => clearTimeout(timer)
  }, [onDone, durationMs])
  return (
    <div className="toast toast-end toast-bottom z-50">
      <div role="status" className="alert alert-info shadow-lg">
        <span>{message}</span>
        <button type="button" className="btn btn-sm" onClick={onUndo}>
          Undo
        </button>
      </div>
    </div>
  )
}
