export function SiteFooter() {
  return (
    <footer className="border-t border-line bg-surface">
      <div className="container-page py-8 text-sm text-muted">
        © {new Date().getFullYear()} Tienda Diverso
      </div>
    </footer>
  );
}
