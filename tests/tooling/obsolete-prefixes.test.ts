import { describe, expect, it } from 'vitest';
import { dropObsoletePrefixes, dropObsoletePrefixesInStyleTags } from '../../scripts/lib/obsolete-prefixes.ts';

describe('dropObsoletePrefixes', () => {
  it('drops the -webkit- copy of a keyframes block and keeps the real one', () => {
    const css = '@-webkit-keyframes spin{0%{-webkit-transform:rotate(0deg);transform:rotate(0deg);}100%{transform:rotate(360deg);}}@keyframes spin{0%{transform:rotate(0deg);}100%{transform:rotate(360deg);}}.a{color:red;}';
    expect(dropObsoletePrefixes(css)).toBe('@keyframes spin{0%{transform:rotate(0deg);}100%{transform:rotate(360deg);}}.a{color:red;}');
  });

  it('drops prefixed transforms, translate and the flexbox copies stylis writes', () => {
    const css =
      '.a{-webkit-translate:0 1px;-moz-translate:0 1px;-ms-translate:0 1px;translate:0 1px;-webkit-transform:scale(2);-moz-transform:scale(2);-ms-transform:scale(2);transform:scale(2);}' +
      '.b{display:-webkit-box;display:-webkit-flex;display:-ms-flexbox;display:flex;-webkit-align-items:center;-webkit-box-align:center;-ms-flex-align:center;align-items:center;-webkit-flex-direction:column;-ms-flex-direction:column;flex-direction:column;-webkit-flex-shrink:0;-ms-flex-negative:0;flex-shrink:0;}' +
      '.c{display:-webkit-inline-box;display:-webkit-inline-flex;display:-ms-inline-flexbox;display:inline-flex;-webkit-box-pack:center;-ms-flex-pack:center;-webkit-justify-content:center;justify-content:center;}';
    expect(dropObsoletePrefixes(css)).toBe(
      '.a{translate:0 1px;transform:scale(2);}.b{display:flex;align-items:center;flex-direction:column;flex-shrink:0;}.c{display:inline-flex;justify-content:center;}',
    );
  });

  it('keeps the prefixes a current browser still needs, and a line clamp', () => {
    const css =
      '.a{-webkit-user-select:none;-moz-user-select:none;-ms-user-select:none;user-select:none;-webkit-appearance:none;appearance:none;-webkit-text-decoration:underline;text-decoration:underline;}' +
      '.b{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;}';
    expect(dropObsoletePrefixes(css)).toBe(
      '.a{-webkit-user-select:none;user-select:none;-webkit-appearance:none;appearance:none;-webkit-text-decoration:underline;text-decoration:underline;}' +
        '.b{display:-webkit-box;-webkit-box-orient:vertical;-webkit-line-clamp:2;overflow:hidden;}',
    );
  });

  it('works inside the style tags of a page, leaving their attributes and the markup alone', () => {
    const html = '<style data-emotion="css a1">.css-a1{-ms-flex-wrap:wrap;flex-wrap:wrap;}</style><p style="-webkit-transform:none">x</p>';
    expect(dropObsoletePrefixesInStyleTags(html)).toBe('<style data-emotion="css a1">.css-a1{flex-wrap:wrap;}</style><p style="-webkit-transform:none">x</p>');
  });
});
