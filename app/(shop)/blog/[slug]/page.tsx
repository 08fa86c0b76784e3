import { notFound } from 'next/navigation';

/** Blog posts (/blog/{slug}/) arrive with the content issue (#6); until then every slug is unknown. */
export default function BlogPostPage() {
  notFound();
}
