CREATE TABLE "seed_runs" (
	"name" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" varchar(120) NOT NULL,
	"tipo_banner" varchar(20) DEFAULT 'texto' NOT NULL,
	"html_content" text,
	"imagen_url" text,
	"titulo" varchar(200),
	"texto_principal" varchar(200),
	"texto_secundario" varchar(400),
	"color_fondo" varchar(7) DEFAULT '#f9fafb' NOT NULL,
	"color_texto" varchar(7) DEFAULT '#111827' NOT NULL,
	"url_destino" text,
	"mostrar_boton_cerrar" boolean DEFAULT true NOT NULL,
	"rutas" text[] DEFAULT '{}'::text[] NOT NULL,
	"fecha_inicio" timestamp with time zone,
	"fecha_fin" timestamp with time zone,
	"activo" boolean DEFAULT true NOT NULL,
	"prioridad" integer DEFAULT 0 NOT NULL,
	"impresiones" integer DEFAULT 0 NOT NULL,
	"clics" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_banners_tipo_check" CHECK ("ad_banners"."tipo_banner" in ('texto', 'imagen', 'html')),
	CONSTRAINT "ad_banners_contadores_check" CHECK ("ad_banners"."impresiones" >= 0 and "ad_banners"."clics" >= 0)
);
--> statement-breakpoint
CREATE INDEX "ad_banners_activo_prioridad_idx" ON "ad_banners" USING btree ("activo","prioridad");