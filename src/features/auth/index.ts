export { getUser, useRefreshSessionUser, userQueryOptions } from './api/get-user'
export { useSignOut } from './hooks/use-sign-out'
