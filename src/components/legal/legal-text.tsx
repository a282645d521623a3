import { Fragment } from 'react'
import { Link } from 'react-router-dom'
import type { LegalBlock } from '@/content/legal/legal-document'
import { parseInline } from './inline-markup'

/** A line of policy text with its **strong** parts and links (our pages navigate in the app). */
export function InlineText({ source }: { source: string }) {
  return parseInline(source).map((part, index) => {
    const key = `${index}-${part.kind}`
    if (part.kind === 'strong') return <strong key={key}>{part.text}</strong>
    if (part.kind === 'text') return part.text
    if (part.href.startsWith('/')) {
      return (
        <Link key={key} to={part.href}>
          {part.text}
        </Link>
      )
    }
    return (
      <a key={key} href={part.href} rel={part.href.startsWith('https:') ? 'noopener' : undefined}>
        {part.text}
      </a>
    )
  })
}

// A storage key may wrap after its colons and underscores only ("songpad:last-song:…").
function BreakableName({ name }: { name: string }) {
  // Split keeps the separators at the odd places; a line may break after each of them.
  return name.split(/([:_])/).map((piece, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of a fixed name never move
    <Fragment key={index}>
      {piece}
      {index % 2 === 1 && <wbr />}
    </Fragment>
  ))
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') {
    return (
      <p className="mt-4">
        <InlineText source={block} />
      </p>
    )
  }
  if ('list' in block) {
    return (
      <ul className="mt-4 grid list-disc gap-2 pl-6 marker:text-base-content/50">
        {block.list.map((item) => (
          <li key={item} className="pl-1">
            <InlineText source={item} />
          </li>
        ))}
      </ul>
    )
  }
  const { caption, head, rows } = block.table
  return (
    // A named region (a section with a label) that scrolls sideways on a phone.
    <section
      className="mt-5 overflow-x-auto rounded-box border border-base-content/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus, or the keyboard cannot scroll it
      tabIndex={0}
    >
      <table className="w-full text-left text-sm leading-6">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="bg-base-200">
            {head.map((cell) => (
              <th key={cell} scope="col" className="px-3 py-2.5 font-semibold sm:px-4">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row[0]} className="border-t border-base-content/10 align-baseline">
              {row.map((cell, index) =>
                index === 0 ? (
                  <th
                    key={cell}
                    scope="row"
                    className="px-3 py-3 font-mono text-xs font-semibold sm:px-4"
                  >
                    <BreakableName name={cell} />
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells never move
                  <td key={index} className="px-3 py-3 sm:px-4">
                    <InlineText source={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

export function LegalBlocks({ blocks }: { blocks: LegalBlock[] }) {
  return blocks.map((block) => (
    <Block key={typeof block === 'string' ? block : JSON.stringify(block)} block={block} />
  ))
}
