import { ImageOff } from 'lucide-react';

/** The 'Sin imagen' box's icon (card-image.tsx), loaded once a picture is missing or fails in the browser (issue 36). */
export function NoImageIcon() {
  return <ImageOff aria-hidden="true" className="size-6" strokeWidth={1.5} />;
}
