// PO catalogs, compiled to modules by scripts/po-catalogs.ts.
declare module '*.po' {
  export const messages: Record<string, unknown>;
}

declare module '*.po?rest' {
  export const messages: Record<string, unknown>;
}
