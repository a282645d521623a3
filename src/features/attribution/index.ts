export { AttributionPage } from './components/attribution-page'
