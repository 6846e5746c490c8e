"""JSON answers constrained by a JSON Schema: the schema as decoding sees it, the grammar mask of local models
(llguidance), and the checks every backend's answer goes through.

Why a decoding schema: a grammar only says which tokens may come next, not when to stop, so a model (a
random one above all) may write a string or a list forever. Decoding therefore uses the schema with bounds
added where it sets none (string lengths, list lengths, no properties beyond those named, compact
separators); every text those bounds allow is valid against the original schema, which the answer is then
checked against. The mask is applied by a transformers LogitsProcessor, so the local backends keep their
batching, key/value cache and chat template; it is applied without torch.compile (llguidance's own
kernel compiles on first use, which costs tens of seconds on a CPU).
"""
from __future__ import annotations

import copy
import json
from typing import Any, Optional

from probes.requests import JSONAnswer
from solver.errors import PhyskbError
import importlib.util

MAX_STRING = 64  # characters of a string the schema does not bound
MAX_ITEMS = 24  # items of a list the schema does not bound
MAX_NUMBER = 10 ** 6  # the largest number a schema that sets no maximum gets (its digits cost tokens)
TIGHTER_ROUNDS = 3  # an answer cut by the token budget is asked again with the bounds halved, up to this often
# compact separators with a space: no free whitespace, so a model cannot spend its budget on blanks
JSON_OPTIONS = {"whitespace_flexible": False, "item_separator": ", ", "key_separator": ": "}
INSTALL_HINT = "constrained JSON decoding of local models needs llguidance: pip install 'physkb[probes]'"


def schema_text(schema: dict) -> str:
    """The schema as canonical JSON text (a JSONRequest's `schema`; equal schemas give equal text)."""
    return json.dumps(schema, ensure_ascii=False, separators=(",", ":"))  # key order kept: it orders the answer


def load_schema(text: str) -> dict:
    try:
        schema = json.loads(text)
    except json.JSONDecodeError as err:
        raise PhyskbError(f"a JSON request's schema is not JSON: {err}") from None
    if not isinstance(schema, dict):
        raise PhyskbError("a JSON request's schema must be a JSON object")
    return schema


def _types(node: dict) -> set[str]:
    kind = node.get("type")
    return {kind} if isinstance(kind, str) else set(kind) if isinstance(kind, list) else set()


def decoding_schema(schema: dict, tighter: int = 0) -> dict:
    """`schema` with bounds for decoding: strings at most MAX_STRING characters and lists MAX_ITEMS items (or the
    schema's own smaller bounds), each halved `tighter` times but never below what the schema requires; numbers
    a range where they have none (its digits shrunk by `tighter` too); objects with named properties
    additionalProperties false. Only restrictions are added, so what decodes is valid against `schema`."""
    out = copy.deepcopy(schema)
    max_number = max(MAX_NUMBER // 100 ** tighter, 99)

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            kinds = _types(node)
            if "string" in kinds and "enum" not in node and "const" not in node and "pattern" not in node \
                    and "format" not in node:
                bound = min(node.get("maxLength", MAX_STRING), MAX_STRING) >> tighter
                node["maxLength"] = max(bound, 4, int(node.get("minLength", 0)))
            if "array" in kinds:
                bound = min(node.get("maxItems", MAX_ITEMS), MAX_ITEMS) >> tighter
                node["maxItems"] = max(bound, int(node.get("minItems", 0)))
            if kinds & {"integer", "number"} and "enum" not in node and "const" not in node:
                if "maximum" not in node and "exclusiveMaximum" not in node:
                    node["maximum"] = max(max_number, node.get("minimum", 0) or 0)
                if "minimum" not in node and "exclusiveMinimum" not in node:
                    node["minimum"] = min(-max_number, node.get("maximum", 0) or 0)
            if "object" in kinds and isinstance(node.get("properties"), dict) and "additionalProperties" not in node \
                    and "patternProperties" not in node:
                node["additionalProperties"] = False
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(out)
    return out


def schema_errors(value: Any, schema: dict, limit: int = 20) -> list[str]:
    """Where `value` breaks `schema` (JSON Schema draft 2020-12), each as "at PATH: message"; empty when valid."""
    # deferred: loads jsonschema only when this runs
    import jsonschema

    validator_class = jsonschema.validators.validator_for(schema, default=jsonschema.Draft202012Validator)
    errors = sorted(validator_class(schema).iter_errors(value), key=lambda e: list(map(str, e.absolute_path)))
    out = []
    for err in errors[:limit]:
        path = "/".join(str(p) for p in err.absolute_path) or "(the whole value)"
        out.append(f"at {path}: {err.message[:300]}")
    if len(errors) > limit:
        out.append(f"... and {len(errors) - limit} more")
    return out


def json_answer(text: str, constrained: bool, finish: str = "stop") -> JSONAnswer:
    """A backend's generated text as a JSONAnswer (the value is None when the text does not parse)."""
    try:
        value = json.loads(text)
    except (json.JSONDecodeError, RecursionError):
        return JSONAnswer(text=text, value=None, parsed=False, constrained=constrained, finish=finish)
    return JSONAnswer(text=text, value=value, parsed=True, constrained=constrained, finish=finish)


# --------------------------------------------------------------------------- llguidance for local models

def require_llguidance():
    if importlib.util.find_spec("llguidance") is None:
        raise PhyskbError(INSTALL_HINT)
    # deferred: loads llguidance only when this runs
    import llguidance

    return llguidance


_TOKENIZERS: dict[int, Any] = {}


def ll_tokenizer(tokenizer: Any, n_vocab: Optional[int], eos: Any) -> Any:
    """llguidance's view of a Hugging Face fast tokenizer (built once per tokenizer: about a second)."""
    llguidance = require_llguidance()
    # deferred: loads llguidance only when this runs
    import llguidance.hf

    key = id(tokenizer)
    if key not in _TOKENIZERS:
        try:
            _TOKENIZERS[key] = llguidance.hf.from_tokenizer(tokenizer, n_vocab=n_vocab, eos_token=eos)
        except ValueError as err:
            raise PhyskbError(f"constrained decoding needs a fast (Rust) tokenizer: {err}") from None
    return _TOKENIZERS[key]


def grammar_of(schema: dict, tighter: int = 0) -> str:
    """The llguidance grammar of a JSON Schema (bounded for decoding; `tighter` halves the added bounds that many
    times), checked before any token is generated."""
    llguidance = require_llguidance()
    bounded = decoding_schema(schema, tighter)
    grammar = llguidance.LLMatcher.grammar_from_json_schema(bounded, defaults=JSON_OPTIONS)
    is_error, messages = llguidance.LLMatcher.validate_grammar_with_warnings(grammar)
    if is_error:
        raise PhyskbError(f"the JSON Schema cannot be used for constrained decoding: {messages[0] if messages else ''}")
    return grammar


class SchemaMask:
    """A transformers logits processor: each row of a batch may only continue with tokens its grammar allows.

    Row k's matcher consumes the token generated for it at the previous step; once a row's value is complete
    only the end-of-sequence token is allowed, so the row stops (and later steps, which feed padding, are ignored)."""

    def __init__(self, lltok: Any, grammars: list[str], eos_ids: list[int]) -> None:
        llguidance = require_llguidance()
        self.matchers = [llguidance.LLMatcher(lltok, g, log_level=0) for g in grammars]
        for m in self.matchers:
            if m.is_error():
                raise PhyskbError(f"constrained decoding cannot start: {m.get_error()}")
        self.eos_ids = eos_ids
        self.n_vocab = lltok.vocab_size
        self.finished = [False] * len(grammars)
        self.prompt_width: Optional[int] = None

    def __call__(self, input_ids, scores):
        # deferred: loads torch only when this runs
        import torch

        if self.prompt_width is None:
            self.prompt_width = input_ids.shape[1]
        else:
            for row, matcher in enumerate(self.matchers):
                if self.finished[row]:
                    continue
                token = int(input_ids[row, -1])
                if token in self.eos_ids or matcher.is_stopped():
                    self.finished[row] = True
                    continue
                matcher.consume_token(token)
        words = (self.n_vocab + 31) // 32
        bitmask = torch.zeros((len(self.matchers), words), dtype=torch.int32)
        for row, matcher in enumerate(self.matchers):
            if self.finished[row] or matcher.is_stopped() or matcher.is_error():
                for eos in self.eos_ids:
                    bitmask[row, eos // 32] |= _bit(eos % 32)
            else:
                v = bitmask[row]
                matcher.unsafe_compute_mask_ptr(v.data_ptr(), v.numel() * v.element_size())
        shifts = torch.arange(32, dtype=torch.int32)
        allowed = ((bitmask.unsqueeze(-1) >> shifts) & 1).bool().reshape(len(self.matchers), -1)
        width = scores.shape[-1]
        if allowed.shape[1] < width:
            allowed = torch.cat([allowed, torch.zeros((allowed.shape[0], width - allowed.shape[1]), dtype=torch.bool)], 1)
        allowed = allowed[:, :width].to(scores.device)
        return scores.masked_fill(~allowed, float("-inf"))

    def finish(self, row: int) -> str:
        """"stop" when row's value is complete, else "length" (cut by the token budget)."""
        m = self.matchers[row]
        return "stop" if (self.finished[row] or m.is_stopped() or m.is_accepting()) else "length"


def _bit(k: int) -> int:
    """Bit k of an int32 word as a Python int that fits it (bit 31 is the sign)."""
    return -(1 << 31) if k == 31 else (1 << k)
