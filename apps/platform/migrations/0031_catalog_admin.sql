-- Placeholder: replaced by the issue 17 work that owns it.
SELECT 1;
