/**
 * The flight data a document carries in its inline scripts (`self.__next_f.push([1,"…"])`),
 * joined as the browser joins it: for tests that look for what a page sends twice.
 */
export function flightText(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)<\/script>/g)]
    .map(([, json]) => (JSON.parse(json!) as [number, string])[1])
    .join('');
}
