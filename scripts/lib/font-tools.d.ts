// The parts of fontkit and subset-font that scripts/lib/inter-fallback.mjs reads; neither
// package ships its own types.
declare module "fontkit" {
  export interface Font {
    unitsPerEm: number;
    hhea: { ascent: number; descent: number; lineGap: number };
    "OS/2": {
      fsSelection: { useTypoMetrics: boolean };
      typoAscender: number;
      typoDescender: number;
      typoLineGap: number;
    };
    glyphForCodePoint(codePoint: number): { advanceWidth: number };
  }
  export interface FontCollection {
    fonts: Font[];
  }
  export function create(data: Buffer): Font | FontCollection;
}

declare module "subset-font" {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: {
      targetFormat?: "woff2" | "woff" | "truetype" | "sfnt";
      variationAxes?: Record<string, number>;
    },
  ): Promise<Buffer>;
}
