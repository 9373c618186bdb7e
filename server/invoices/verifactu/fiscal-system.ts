import type { StoredInvoiceParty } from '../../db/schema';
import type { XmlNode } from './fiscal-xml';

// Who made the invoicing system (SistemaInformatico of Orden HAC/1177/2024): the store's own
// software, produced by the company itself, used only in VERI*FACTU mode, by one taxpayer.

export const SF = 'sf:';

export const INVOICING_SYSTEM = {
  name: 'Tienda Diverso',
  /** Two characters that identify the system for its producer. */
  id: 'TD',
  version: '1.0',
} as const;

/** The installation's number: one store, one installation, unless the environment names it. */
const installation = () => (process.env.INVOICING_INSTALLATION ?? '1').slice(0, 100);

export function sistemaInformatico(issuer: StoredInvoiceParty): XmlNode {
  return [
    `${SF}SistemaInformatico`,
    [
      [`${SF}NombreRazon`, issuer.name],
      [`${SF}NIF`, issuer.tax_id],
      [`${SF}NombreSistemaInformatico`, INVOICING_SYSTEM.name],
      [`${SF}IdSistemaInformatico`, INVOICING_SYSTEM.id],
      [`${SF}Version`, INVOICING_SYSTEM.version],
      [`${SF}NumeroInstalacion`, installation()],
      [`${SF}TipoUsoPosibleSoloVerifactu`, 'S'],
      [`${SF}TipoUsoPosibleMultiOT`, 'N'],
      [`${SF}IndicadorMultiplesOT`, 'N'],
    ],
  ];
}
