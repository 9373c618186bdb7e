// The XML of VERI*FACTU submissions (Orden HAC/1177/2024, AEAT's SuministroLR.xsd and
// SuministroInformacion.xsd): a record is built once as an ordered tree (jsonb would not keep the
// order the schema requires) and written here.

export const SF_LR_NS = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroLR.xsd';
export const SF_NS = 'https://www2.agenciatributaria.gob.es/static_files/common/internet/dep/aplicaciones/es/aeat/tike/cont/ws/SuministroInformacion.xsd';

/** An element: its name (with prefix) and either text or child elements, in schema order. */
export type XmlNode = [name: string, content: string | XmlNode[]];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

export function writeXml(node: XmlNode, indent = ''): string {
  const [name, content] = node;
  if (typeof content === 'string') return `${indent}<${name}>${escapeXml(content)}</${name}>`;
  return [`${indent}<${name}>`, ...content.map((child) => writeXml(child, `${indent}  `)), `${indent}</${name}>`].join('\n');
}

/** Plain data of a tree (for the record's payload, shown to staff). */
export function xmlToData(nodes: XmlNode[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, content] of nodes) {
    const key = name.replace(/^sf(LR)?:/, '');
    const value = typeof content === 'string' ? content : xmlToData(content);
    if (key in data) data[key] = ([] as unknown[]).concat(data[key], value);
    else data[key] = value;
  }
  return data;
}

/** The whole submission of one record: header with the obligated issuer, then the record. */
export function submissionXml(issuer: { name: string; taxId: string }, record: XmlNode): string {
  const body: XmlNode = [
    'sfLR:RegFactuSistemaFacturacion',
    [
      ['sfLR:Cabecera', [['sf:ObligadoEmision', [['sf:NombreRazon', issuer.name], ['sf:NIF', issuer.taxId]]]]],
      ['sfLR:RegistroFactura', [record]],
    ],
  ];
  const xml = writeXml(body).replace('<sfLR:RegFactuSistemaFacturacion>', `<sfLR:RegFactuSistemaFacturacion xmlns:sfLR="${SF_LR_NS}" xmlns:sf="${SF_NS}">`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${xml}\n`;
}
