/**
 * Emotion's stylis prefixer writes each rule again for browsers of ten years ago: every keyframes block
 * twice (`@-webkit-keyframes`), `transform` four times, `display:flex` four times, the flex properties
 * three times, and even `-webkit-translate` and the like, which no browser ever had. In the CSS a
 * prerendered page carries (Chakra's global stylesheet, the page's emotion styles) that is about a
 * quarter of the bytes, and a page over a new connection's first round trip (~14.6 KB with its
 * headers) paints one round trip later. This drops those copies, only where every browser that runs the
 * app reads the unprefixed rule stylis keeps beside them (keyframes, transform and flexbox unprefixed
 * since Safari 9, Chrome 36, Firefox 16/28). Prefixes a current browser still needs stay:
 * `-webkit-user-select`, `-webkit-appearance`, `-webkit-text-decoration`, `-webkit-box-orient`,
 * `-webkit-line-clamp`, and a `display:-webkit-box` that stylis did not add (line clamping).
 */
const FLEX_PROPERTIES = [
  'align-items',
  'align-self',
  'align-content',
  'justify-content',
  'flex',
  'flex-direction',
  'flex-wrap',
  'flex-flow',
  'flex-grow',
  'flex-shrink',
  'flex-basis',
  'order',
].join('|');

const dropped: RegExp[] = [
  // Properties no browser ever had, and transforms every browser reads unprefixed.
  /-(?:webkit|moz|ms)-(?:translate|rotate|scale|transform|transform-origin):[^;{}]*;/g,
  /-(?:moz|ms)-user-select:[^;{}]*;/g,
  // Flexbox: stylis writes -webkit-X, the 2009 box model's name and -ms-'s for each property.
  new RegExp(`-webkit-(?:${FLEX_PROPERTIES}):[^;{}]*;`, 'g'),
  /-webkit-box-(?:align|pack|flex|flex-group|ordinal-group|lines|flex-wrap):[^;{}]*;/g,
  /-ms-flex(?:-align|-pack|-direction|-wrap|-negative|-positive|-preferred-size|-order|-item-align|-line-pack|-flow)?:[^;{}]*;/g,
  // display:flex and display:inline-flex, as stylis writes them: the three copies before the real one.
  /display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;/g,
  /display:-webkit-inline-box;display:-webkit-inline-flex;display:-ms-inline-flexbox;/g,
];

/** `@-webkit-keyframes name{...}` blocks (their unprefixed twin follows each). */
function withoutWebkitKeyframes(css: string): string {
  let out = '';
  let from = 0;
  for (let at = css.indexOf('@-webkit-keyframes', from); at >= 0; at = css.indexOf('@-webkit-keyframes', from)) {
    out += css.slice(from, at);
    let depth = 0;
    let end = css.indexOf('{', at);
    for (; end < css.length; end += 1) {
      if (css[end] === '{') depth += 1;
      else if (css[end] === '}' && --depth === 0) break;
    }
    from = end + 1;
  }
  return out + css.slice(from);
}

export function dropObsoletePrefixes(css: string): string {
  return dropped.reduce((text, pattern) => text.replace(pattern, ''), withoutWebkitKeyframes(css));
}

/** The same, inside every `<style>` element of an HTML fragment (emotion's style tags). */
export function dropObsoletePrefixesInStyleTags(html: string): string {
  return html.replace(/(<style[^>]*>)([^<]*)(<\/style>)/g, (_, open: string, css: string, close: string) => `${open}${dropObsoletePrefixes(css)}${close}`);
}
