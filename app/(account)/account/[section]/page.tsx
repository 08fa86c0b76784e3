import { notFound } from 'next/navigation';

/** /account/{section}: the known sections have their own pages; any other is not found. */
export default function UnknownAccountSection() {
  notFound();
}
