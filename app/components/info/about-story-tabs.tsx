import * as Tabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

interface StoryTab {
  value: string;
  label: string;
  title: string;
  body: ReactNode;
}

const STORY_TABS: StoryTab[] = [
  {
    value: 'historia',
    label: 'Historia',
    title: 'De un bajo de Lavapiés a dos marcas',
    body: (
      <>
        <p>
          Empezamos en 2015 con una mesa de corte, una máquina de coser heredada y rollos de tela que otros talleres
          tiraban. Arreglábamos y transformábamos ropa para la gente del barrio, y de aquellos encargos salieron las primeras
          prendas de ruediverso: ropa de calle hecha para durar.
        </p>
        <p>
          En 2018 una empresa nos pidió uniformes que sirvieran a toda su plantilla, no solo a quien cabía en la talla de
          muestra. Así nació divergente. Hoy somos veintiséis personas entre diseño, patronaje, taller y atención al
          cliente, y cosemos con talleres de proximidad en España y Portugal.
        </p>
      </>
    ),
  },
  {
    value: 'mision',
    label: 'Misión',
    title: 'Ropa que dure y que le sirva a todo el mundo',
    body: (
      <>
        <p>
          Hacemos prendas que aguantan años de uso, con fibras que sabemos de dónde vienen y talleres que pagan salarios
          justos. Y las patronamos para cuerpos reales: de la talla 34 a la 58, con largos a elegir y cierres pensados para
          quien los necesita.
        </p>
        <p>
          Por eso cada prenda lleva su pasaporte, reparamos gratis las costuras de ruediverso de por vida y ajustamos sin
          coste los largos de divergente. Preferimos vender menos y que lo que vendemos se quede en tu armario.
        </p>
      </>
    ),
  },
  {
    value: 'vision',
    label: 'Visión',
    title: 'Que ninguna prenda nuestra acabe en la basura',
    body: (
      <>
        <p>
          Queremos que, en 2030, toda prenda que salga de nuestro taller pueda repararse, revenderse o reciclarse en una
          fibra nueva, y que su pasaporte lo cuente. Ya trabajamos con denim reciclado y algodón orgánico; el siguiente paso
          es recoger lo que ya no usas para darle otra vida.
        </p>
        <p>
          Y queremos que la ropa de trabajo deje de ser un uniforme pensado para un único cuerpo: que cualquier persona, en
          cualquier empresa, pueda ir a trabajar cómoda y sentirse ella misma.
        </p>
      </>
    ),
  },
];

/**
 * Spec §2 About page: tabs Historia, Misión and Visión (arrow keys move between them). The three
 * panels are in the page: a browser that runs no script shows them one after the other, without
 * the tabs it could not switch (issue 36).
 */
export function AboutStoryTabs() {
  return (
    <Tabs.Root defaultValue={STORY_TABS[0]!.value} className="flex flex-col gap-8">
      <Tabs.List aria-label="Nuestra historia, misión y visión" className="inline-flex self-start rounded-full border border-line bg-surface p-1 noscript:hidden">
        {STORY_TABS.map((tab) => (
          <Tabs.Trigger
            key={tab.value}
            value={tab.value}
            className="rounded-full px-5 py-2.5 text-sm font-semibold text-muted transition-colors hover:text-fg data-[state=active]:bg-primary data-[state=active]:text-on-primary sm:px-7"
          >
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {STORY_TABS.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value} forceMount className="max-w-3xl rounded-md data-[state=inactive]:hidden noscript:block!">
          <h3 className="font-display text-3xl leading-tight font-medium tracking-tight text-balance sm:text-4xl">{tab.title}</h3>
          <div className="mt-6 flex flex-col gap-5 text-lg leading-relaxed text-muted">{tab.body}</div>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
