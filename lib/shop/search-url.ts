/** The catalogue search address of spec 2.4: /catalog/?filter[search]={text}. */
export function searchUrl(text: string): string {
  return `/catalog/?filter[search]=${encodeURIComponent(text.trim())}`;
}
