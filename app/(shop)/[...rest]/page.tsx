import { notFound } from 'next/navigation';

/** Any address the route table does not know shows the 404 page with a real 404 status. */
export default function CatchAll() {
  notFound();
}
