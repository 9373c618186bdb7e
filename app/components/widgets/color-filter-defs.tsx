/**
 * SVG filters that html[data-color-filter] points at (app.css). They simulate how a page looks
 * with each kind of colour blindness (Machado, Oliveira & Fernandes 2009, full severity), so
 * the matrices act on linear RGB, the default colour space of SVG filters.
 */
const MATRICES = {
  protanopia: '0.152286 1.052583 -0.204868 0 0  0.114503 0.786281 0.099216 0 0  -0.003882 -0.048116 1.051998 0 0  0 0 0 1 0',
  deuteranopia: '0.367322 0.860646 -0.227968 0 0  0.280085 0.672501 0.047413 0 0  -0.011820 0.042940 0.968881 0 0  0 0 0 1 0',
  tritanopia: '1.255528 -0.076749 -0.178779 0 0  -0.078411 0.930809 0.147602 0 0  0.004733 0.691367 0.303900 0 0  0 0 0 1 0',
} as const;

export function ColorFilterDefs() {
  return (
    // Zero-sized rather than display:none, which would switch the filters off in some browsers.
    <svg
      aria-hidden="true"
      focusable="false"
      width="0"
      height="0"
      className="pointer-events-none absolute size-0 overflow-hidden"
    >
      <defs>
        {Object.entries(MATRICES).map(([name, values]) => (
          <filter key={name} id={`td-filter-${name}`} colorInterpolationFilters="linearRGB">
            <feColorMatrix type="matrix" values={values} />
          </filter>
        ))}
      </defs>
    </svg>
  );
}
