/** Finding colour literals in a stylesheet (stylesheets.test.ts). */
/** The CSS with comments and strings blanked (line numbers kept). */
export function code(css: string): string {
  return css.replace(/\/\*[\s\S]*?\*\/|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'/g, (part) =>
    part.replace(/[^\n]/g, ' '),
  );
}

// CSS's named colours (transparent and currentColor are not a colour of their own).
const NAMED = new Set(
  (
    'aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue ' +
    'blueviolet brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk ' +
    'crimson cyan darkblue darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki ' +
    'darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen ' +
    'darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue ' +
    'dimgray dimgrey dodgerblue firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite ' +
    'gold goldenrod gray green greenyellow grey honeydew hotpink indianred indigo ivory khaki ' +
    'lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan ' +
    'lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen ' +
    'lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen ' +
    'magenta maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen ' +
    'mediumslateblue mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream ' +
    'mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid ' +
    'palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum ' +
    'powderblue purple rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown ' +
    'seagreen seashell sienna silver skyblue slateblue slategray slategrey snow springgreen ' +
    'steelblue tan teal thistle tomato turquoise violet wheat white whitesmoke yellow yellowgreen'
  ).split(' '),
);
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;
const HEX = /#[0-9a-f]{3,8}(?![\w-])/i;

/** Each declaration's raw colour literals, as "line: literal". */
export function rawColours(css: string): string[] {
  const text = code(css);
  const found: string[] = [];
  // A declaration's value ends at ; or } (a selector's pseudo-class ends at {).
  for (const match of text.matchAll(/([-\w]+)\s*:\s*([^;{}]*)(?=[;}])/g)) {
    const value = match[2]!;
    const line = text.slice(0, match.index).split('\n').length;
    const literal =
      value.match(HEX)?.[0] ??
      value.match(FUNCTION)?.[0] ??
      value.split(/[^-\w]+/).find((word) => NAMED.has(word.toLowerCase()));
    if (literal) found.push(`${line}: ${match[1]}: ${literal}`);
  }
  return found;
}
