CREATE TABLE "selection_results" (
	"draw_id" integer NOT NULL,
	"result_version" integer NOT NULL,
	"play" text NOT NULL,
	"selection" text NOT NULL,
	"wins1" integer,
	"wins2" integer,
	"ties" integer,
	"combinations" integer,
	CONSTRAINT "selection_results_draw_id_result_version_play_selection_pk" PRIMARY KEY("draw_id","result_version","play","selection"),
	CONSTRAINT "selection_results_judged" CHECK (("selection_results"."combinations" IS NULL) = ("selection_results"."wins1" IS NULL) AND ("selection_results"."wins1" IS NULL) = ("selection_results"."wins2" IS NULL) AND ("selection_results"."wins2" IS NULL) = ("selection_results"."ties" IS NULL))
);
