import { Component, type ReactNode } from 'react'
import { ErrorScreen } from './error-screen'

type Props = { children: ReactNode }

// Catches what the router's own error element cannot: failures in providers or the router itself.
export class AppErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error(error)
  }

  render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children
  }
}
