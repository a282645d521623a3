// @vitest-environment jsdom
import { createMemoryRouter, type RouteObject } from 'react-router-dom'
import { describe, expect, it, vi } from 'vitest'
import { PAGE_DATA_ID, prepareHydration, readPageData } from './hydration'

const Page = () => null
const Other = () => null

function routes(): RouteObject[] {
  return [
    {
      id: 'root',
      children: [
        { path: '/', lazy: async () => ({ Component: Page }) },
        {
          path: '/learn/:slug',
          lazy: async () => ({
            Component: Page,
            loader: ({ params }: { params: { slug?: string } }) => ({ title: params.slug }),
          }),
        },
        { path: '/other', lazy: vi.fn(async () => ({ Component: Other })) },
      ],
    },
  ]
}

describe('prepareHydration', () => {
  it('loads the matched lazy routes only, so the first render is the page', async () => {
    const tree = routes()
    await prepareHydration(tree, new URL('https://songpad.test/'))
    const [home, , other] = tree[0]?.children ?? []
    expect(home?.Component).toBe(Page)
    expect(home?.lazy).toBeUndefined()
    expect(other?.lazy).not.toHaveBeenCalled()
  })

  it('runs the matched loaders and keys their data by React Router’s own route ids', async () => {
    const tree = routes()
    const state = await prepareHydration(tree, new URL('https://songpad.test/learn/chord-basics'))
    const article = tree[0]?.children?.[1]
    expect(state.loaderData).toEqual({ [article?.id as string]: { title: 'chord-basics' } })
    // The router keeps the ids, takes the data and starts without loading anything.
    const router = createMemoryRouter(tree, {
      initialEntries: ['/learn/chord-basics'],
      hydrationData: state,
    })
    expect(router.state.initialized).toBe(true)
    expect(router.state.loaderData[article?.id as string]).toEqual({ title: 'chord-basics' })
  })

  it('gives ids the way React Router would', async () => {
    const tree = routes()
    await prepareHydration(tree, new URL('https://songpad.test/'))
    expect(tree[0]?.children?.map((route) => route.id)).toEqual(['0-0', '0-1', '0-2'])
    const fresh = createMemoryRouter(routes())
    expect(fresh.routes[0]?.children?.map((route) => route.id)).toEqual(['0-0', '0-1', '0-2'])
  })
})

describe('the page data block', () => {
  it('hydrates with the prerendered data instead of running the loaders', async () => {
    const tree = routes()
    const state = await prepareHydration(tree, new URL('https://songpad.test/learn/x'), {
      '0-1': { title: 'from the page' },
    })
    expect(state.loaderData).toEqual({ '0-1': { title: 'from the page' } })
  })

  it('reads the block, and nothing from a missing or broken one', () => {
    const doc = document.implementation.createHTMLDocument()
    expect(readPageData(doc)).toBeUndefined()
    doc.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">{"0-1":1}</script>`
    expect(readPageData(doc)).toEqual({ '0-1': 1 })
    doc.body.innerHTML = `<script type="application/json" id="${PAGE_DATA_ID}">{oops</script>`
    expect(readPageData(doc)).toBeUndefined()
  })
})
