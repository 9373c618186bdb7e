export function SiteHeader({ showSearch }: { showSearch: boolean }) {
  return (
    <header className="border-b border-line bg-surface">
      <div className="container-page flex h-16 items-center justify-between">
        <a href="/" className="font-display text-xl font-semibold">
          Tienda Diverso
        </a>
        {showSearch ? <span className="sr-only">Buscar</span> : null}
      </div>
    </header>
  );
}
