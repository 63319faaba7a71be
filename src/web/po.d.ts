// PO catalogs, compiled to modules by scripts/po-catalogs.ts.
declare module '*.po' {
  export const messages: Record<string, unknown>;
  /** In a language other than English (scripts/po-catalogs.ts). */
  export const formatSlotLabel: ((label: string, locale: string) => string) | undefined;
}

declare module '*.po?rest' {
  export const messages: Record<string, unknown>;
}
