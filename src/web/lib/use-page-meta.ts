import { useEffect } from 'react';

const PRODUCT = 'Keel';

/** Sets the tab title ("Sign in · Keel") and the meta description; a title naming the product is kept whole. */
export function usePageMeta(title: string, description: string) {
  useEffect(() => {
    document.title = title.includes(PRODUCT) ? title : `${title} · ${PRODUCT}`;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
