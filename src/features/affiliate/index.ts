export { AffiliatePage } from './components/affiliate-page'
