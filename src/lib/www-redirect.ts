type PageLocation = Pick<Location, 'hostname' | 'port' | 'pathname' | 'search' | 'hash'>

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/
const LOCAL_SUFFIXES = ['localhost', 'local', 'test', 'internal']

// The www form of a bare two-label host (songpad.app → https://www.songpad.app/…), else null.
export function wwwRedirectUrl(location: PageLocation): string | null {
  const { hostname, port, pathname, search, hash } = location
  // Dev servers, previews and IP addresses (v6 hosts contain ':') are never redirected.
  if (port || IPV4.test(hostname) || hostname.includes(':')) return null
  const labels = hostname.split('.')
  if (labels.length !== 2 || labels.some((label) => label === '')) return null
  if (LOCAL_SUFFIXES.includes(labels[1] as string)) return null
  return `https://www.${hostname}${pathname}${search}${hash}`
}
