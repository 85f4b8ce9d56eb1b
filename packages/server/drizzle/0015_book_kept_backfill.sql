-- The order save now keeps the company's part of each book row (book.kept) in its transaction and takes it
-- out on a cancel. Rows written before it by orders (the demo book's were kept already) start from what
-- their accepted and settled lines leave the company, rounded once per line as partyStakes rounds.
UPDATE book b SET kept = s.kept
FROM (
  SELECT l.draw_id, l.play, l.selection, sum(l.amount - round(l.amount * (10000 - l.kept_bp) / 10000.0))::bigint AS kept
  FROM order_lines l JOIN orders o ON o.id = l.order_id
  WHERE o.status IN ('accepted', 'settled')
  GROUP BY l.draw_id, l.play, l.selection
) s
WHERE b.draw_id = s.draw_id AND b.play = s.play AND b.selection = s.selection AND b.kept <> s.kept;
