type RequestKind = { count: number; bytes: number };

export const LCP_GRAPH_TRACE_SUFFIX: string;

/** The requests of a Lantern simulation trace, the bench reports (see lcp-graph.mjs). */
export function lcpGraphOf(trace: unknown): {
  documentBytes: number;
  styles: RequestKind;
  scripts: RequestKind;
};
