-- Texts the server stores (notices, live events, ledger notes, the reasons it gives) were one text holding
-- both languages ("分析完成 · Analysis done"). They become jsonb {"zh-CN": …, "en-US": …}, and the rows
-- written so far are split into their two languages where their known shapes allow; any other text is kept
-- whole in both. Text someone typed (payment notes, rejection reasons) is the same in both.
CREATE FUNCTION drawdesk_both_languages(t text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  m text[];
BEGIN
  IF t IS NULL THEN
    RETURN NULL;
  END IF;
  -- A settlement's reversal: "更正 · correction: 澳门六合彩 2026001 · Macau Mark Six 2026001".
  m := regexp_match(t, '^(更正|作废) · (correction|void): (.*?) · (.*)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('zh-CN', m[1] || '：' || m[3], 'en-US', initcap(m[2]) || ': ' || m[4]);
  END IF;
  -- Titles, sub-titles and settlement notes: "中文 · English".
  m := regexp_match(t, '^(.*?) · (.*)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('zh-CN', m[1], 'en-US', m[2]);
  END IF;
  -- A failure that quotes a reason before the English sentence.
  m := regexp_match(t, '^(.*) ((?:Analysis of draw|Order \S+ was not repeated) .*)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('zh-CN', m[1], 'en-US', m[2]);
  END IF;
  -- Contents: "中文句子。 English sentence."
  m := regexp_match(t, '^(.*?。) ([A-Z].*)$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('zh-CN', m[1], 'en-US', m[2]);
  END IF;
  RETURN jsonb_build_object('zh-CN', t, 'en-US', t);
END
$$;
--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "title" SET DATA TYPE jsonb USING drawdesk_both_languages("title");
--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "sub_title" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "sub_title" SET DATA TYPE jsonb USING drawdesk_both_languages("sub_title");
--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "content" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "messages" ALTER COLUMN "content" SET DATA TYPE jsonb USING drawdesk_both_languages("content");
--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "content" SET DATA TYPE jsonb USING drawdesk_both_languages("content");
--> statement-breakpoint
-- Only the system's ledger notes were written in both languages; an operator's note is theirs, kept whole.
ALTER TABLE "ledger_entries" ALTER COLUMN "note" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "ledger_entries" ALTER COLUMN "note" SET DATA TYPE jsonb USING (
  CASE WHEN "created_by_name" = 'system' THEN drawdesk_both_languages("note") ELSE jsonb_build_object('zh-CN', "note", 'en-US', "note") END
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "reason" SET DATA TYPE jsonb USING (
  CASE "reason"
    WHEN 'The draw closed before the order was confirmed' THEN jsonb_build_object('zh-CN', '期次封盘时注单尚未确认', 'en-US', "reason")
    WHEN 'Draw voided · 期号作废' THEN jsonb_build_object('zh-CN', '期次已作废', 'en-US', 'Draw voided')
    ELSE CASE WHEN "reason" IS NULL THEN NULL ELSE jsonb_build_object('zh-CN', "reason", 'en-US', "reason") END
  END
);
--> statement-breakpoint
ALTER TABLE "analyses" ALTER COLUMN "error" SET DATA TYPE jsonb USING (
  CASE WHEN "error" IS NULL THEN NULL ELSE jsonb_build_object('zh-CN', "error", 'en-US', "error") END
);
--> statement-breakpoint
DROP FUNCTION drawdesk_both_languages(text);
