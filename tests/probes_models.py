"""Tiny randomly initialised models and hand-built COAT items for the probe tests (nothing downloaded).

Each builder writes a model folder (or GGUF file) the way a user's would look, so the tests
go through the same resolve/load code as real runs.
"""
from __future__ import annotations

import json
from pathlib import Path

CORPUS = [
    "Which of the following objects would be best suited for the purpose of cutting when tasked to slice bread?",
    "object name: knife, mass: light, temperature: cold, material: metal, already in use: free, condition: clean",
    "object name: spoon, mass: heavy, temperature: hot, material: wood, already in use: reversible-using, condition: dirty",
    "object name: pan, mass: light, temperature: room, material: plastic, already in use: irreversible-using, condition: broken",
    "Answer: A B C D E. The answer is yes or no. An elephant is much larger than a mouse.",
    "The size of an elephant is probably much bigger smaller greater less than the size of a mouse.",
]
WORDS = sorted({w.strip(".,:?\"") for line in CORPUS for w in line.lower().replace("-", " - ").split()} - {""})
CHAT_TEMPLATE = (
    "{% for m in messages %}<|im_start|>{{ m['role'] }}\n{{ m['content'] }}<|im_end|>\n{% endfor %}"
    "{% if add_generation_prompt %}<|im_start|>assistant\n{% endif %}"
)


def bpe_tokenizer(chat_template: bool = True):
    """A byte-level BPE tokenizer trained on a few sentences (any text encodes; no unknown tokens)."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    tok = Tokenizer(models.BPE())
    tok.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    tok.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(vocab_size=400, special_tokens=["<|endoftext|>", "<|im_start|>", "<|im_end|>"],
                                  initial_alphabet=pre_tokenizers.ByteLevel.alphabet(), show_progress=False)
    tok.train_from_iterator(CORPUS * 3, trainer)
    fast = PreTrainedTokenizerFast(tokenizer_object=tok, bos_token="<|endoftext|>", eos_token="<|endoftext|>",
                                   pad_token="<|endoftext|>", unk_token="<|endoftext|>")
    if chat_template:
        fast.chat_template = CHAT_TEMPLATE
    return fast


def tiny_llama(folder: Path, seed: int = 0, chat_template: bool = True) -> Path:
    """A 2-layer Llama causal LM with a BPE tokenizer, saved as a Hugging Face folder."""
    import torch
    from transformers import LlamaConfig, LlamaForCausalLM

    tok = bpe_tokenizer(chat_template)
    torch.manual_seed(seed)
    config = LlamaConfig(vocab_size=len(tok), hidden_size=32, intermediate_size=64, num_hidden_layers=2,
                         num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=1024,
                         bos_token_id=tok.bos_token_id, eos_token_id=tok.eos_token_id, pad_token_id=tok.pad_token_id,
                         tie_word_embeddings=False)
    model = LlamaForCausalLM(config)
    model.save_pretrained(folder)
    tok.save_pretrained(folder)
    return folder


def wordpiece_tokenizer(folder: Path):
    """A BERT-style WordPiece tokenizer over the corpus words and single letters, built in memory."""
    from tokenizers import Tokenizer, decoders, models, normalizers, pre_tokenizers, processors
    from transformers import PreTrainedTokenizerFast

    specials = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]"]
    pieces = [*WORDS, *"abcdefghijklmnopqrstuvwxyz", *[f"##{c}" for c in "abcdefghijklmnopqrstuvwxyz"],
              ".", ",", ":", "?", "-", '"', "(", ")"]
    vocab = {t: i for i, t in enumerate(dict.fromkeys(specials + pieces))}
    tok = Tokenizer(models.WordPiece(vocab=vocab, unk_token="[UNK]"))
    tok.normalizer = normalizers.BertNormalizer(lowercase=True)
    tok.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    tok.post_processor = processors.TemplateProcessing(
        single="[CLS] $A [SEP]", pair="[CLS] $A [SEP] $B:1 [SEP]:1",
        special_tokens=[("[CLS]", vocab["[CLS]"]), ("[SEP]", vocab["[SEP]"])])
    tok.decoder = decoders.WordPiece()
    return PreTrainedTokenizerFast(tokenizer_object=tok, unk_token="[UNK]", pad_token="[PAD]", cls_token="[CLS]",
                                   sep_token="[SEP]", mask_token="[MASK]")


def _bert_config(tok, **extra):
    from transformers import BertConfig

    return BertConfig(vocab_size=len(tok), hidden_size=32, num_hidden_layers=2, num_attention_heads=4,
                      intermediate_size=64, max_position_embeddings=512, pad_token_id=tok.pad_token_id, **extra)


def tiny_bert_mlm(folder: Path, seed: int = 0) -> Path:
    import torch
    from transformers import BertForMaskedLM

    tok = wordpiece_tokenizer(folder)
    torch.manual_seed(seed)
    BertForMaskedLM(_bert_config(tok)).save_pretrained(folder)
    tok.save_pretrained(folder)
    return folder


def tiny_bert_nli(folder: Path, seed: int = 0) -> Path:
    import torch
    from transformers import BertForSequenceClassification

    tok = wordpiece_tokenizer(folder)
    torch.manual_seed(seed)
    labels = {0: "ENTAILMENT", 1: "NEUTRAL", 2: "CONTRADICTION"}
    config = _bert_config(tok, num_labels=3, id2label=labels, label2id={v: k for k, v in labels.items()})
    BertForSequenceClassification(config).save_pretrained(folder)
    tok.save_pretrained(folder)
    return folder


def tiny_llama_gguf(hf_folder: Path, path: Path) -> Path:
    """Write the tiny Llama of `hf_folder` as an F32 GGUF file (llama.cpp tensor names and Q/K order)."""
    import gguf
    import numpy as np
    from transformers import AutoTokenizer, LlamaForCausalLM

    model = LlamaForCausalLM.from_pretrained(hf_folder)
    tok = AutoTokenizer.from_pretrained(hf_folder)
    cfg = model.config
    head_dim = cfg.hidden_size // cfg.num_attention_heads
    writer = gguf.GGUFWriter(str(path), "llama")
    writer.add_context_length(cfg.max_position_embeddings)
    writer.add_embedding_length(cfg.hidden_size)
    writer.add_block_count(cfg.num_hidden_layers)
    writer.add_feed_forward_length(cfg.intermediate_size)
    writer.add_head_count(cfg.num_attention_heads)
    writer.add_head_count_kv(cfg.num_key_value_heads)
    writer.add_rope_dimension_count(head_dim)
    writer.add_rope_freq_base(float(cfg.rope_parameters["rope_theta"]) if getattr(cfg, "rope_parameters", None)
                              else float(cfg.rope_theta))
    writer.add_layer_norm_rms_eps(cfg.rms_norm_eps)
    writer.add_vocab_size(cfg.vocab_size)
    writer.add_file_type(gguf.LlamaFileType.ALL_F32)
    backend = json.loads(tok.backend_tokenizer.to_str())
    vocab = backend["model"]["vocab"]
    tokens = [t for t, _ in sorted(vocab.items(), key=lambda kv: kv[1])]
    merges = [m if isinstance(m, str) else " ".join(m) for m in backend["model"]["merges"]]
    special = {a["content"] for a in backend.get("added_tokens", [])}
    writer.add_tokenizer_model("gpt2")
    writer.add_tokenizer_pre("default")
    writer.add_token_list(tokens)
    writer.add_token_types([gguf.TokenType.CONTROL if t in special else gguf.TokenType.NORMAL for t in tokens])
    writer.add_token_merges(merges)
    writer.add_bos_token_id(tok.bos_token_id)
    writer.add_eos_token_id(tok.eos_token_id)
    writer.add_pad_token_id(tok.pad_token_id)
    if tok.chat_template:
        writer.add_chat_template(tok.chat_template)

    def permute(w: np.ndarray, n_head: int) -> np.ndarray:  # llama.cpp's rotary layout for Q and K
        return w.reshape(n_head, 2, w.shape[0] // n_head // 2, *w.shape[1:]).swapaxes(1, 2).reshape(w.shape)

    sd = {k: v.detach().float().numpy() for k, v in model.state_dict().items()}
    writer.add_tensor("token_embd.weight", sd["model.embed_tokens.weight"])
    writer.add_tensor("output_norm.weight", sd["model.norm.weight"])
    writer.add_tensor("output.weight", sd["lm_head.weight"])
    for i in range(cfg.num_hidden_layers):
        p = f"model.layers.{i}."
        writer.add_tensor(f"blk.{i}.attn_norm.weight", sd[p + "input_layernorm.weight"])
        writer.add_tensor(f"blk.{i}.attn_q.weight", permute(sd[p + "self_attn.q_proj.weight"], cfg.num_attention_heads))
        writer.add_tensor(f"blk.{i}.attn_k.weight", permute(sd[p + "self_attn.k_proj.weight"], cfg.num_key_value_heads))
        writer.add_tensor(f"blk.{i}.attn_v.weight", sd[p + "self_attn.v_proj.weight"])
        writer.add_tensor(f"blk.{i}.attn_output.weight", sd[p + "self_attn.o_proj.weight"])
        writer.add_tensor(f"blk.{i}.ffn_norm.weight", sd[p + "post_attention_layernorm.weight"])
        writer.add_tensor(f"blk.{i}.ffn_gate.weight", sd[p + "mlp.gate_proj.weight"])
        writer.add_tensor(f"blk.{i}.ffn_up.weight", sd[p + "mlp.up_proj.weight"])
        writer.add_tensor(f"blk.{i}.ffn_down.weight", sd[p + "mlp.down_proj.weight"])
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path


def coat_items(n: int = 12, n_options: int = 5) -> list[dict]:
    """Hand-built Task-1/Task-2 style items following solver/coat/questions/schema.py."""
    objects = ["knife", "spoon", "pan", "cup", "bowl"]
    values = [("light", "metal", "cold", "free", "clean"), ("heavy", "wood", "hot", "reversible-using", "dirty"),
              ("light", "plastic", "room", "irreversible-using", "broken"), ("heavy", "metal", "hot", "free", "dirty"),
              ("light", "wood", "cold", "free", "broken")]
    items = []
    for k in range(n):
        options = []
        for j in range(n_options):
            mass, material, temp, use, cond = values[(j + k) % len(values)]
            options.append({"letter": "ABCDE"[j], "object_name": objects[(j * 2 + k) % len(objects)], "mass": mass,
                            "material": material, "temperature": temp, "already_in_use": use, "condition": cond,
                            "class": "ideal" if j == k % n_options else "moderate"})
        items.append({"id": f"t1-v1-{k:04d}", "task_type": 1 + k % 2, "variation": 1, "task": "slice bread",
                      "utility": "cutting", "options": options, "gold": k % n_options,
                      "question": 'Which of the following objects would be best suited for the purpose of '
                                  f'"cutting" when tasked to "slice bread"? ({k})'})
    return items


def write_items(path: Path, items: list[dict]) -> Path:
    path.write_text("".join(json.dumps(i) + "\n" for i in items))
    return path


_BUILT: dict[str, Path] = {}


def built(kind: str) -> Path:
    """Build each tiny model once per test session (a temporary folder, removed at exit)."""
    import atexit
    import shutil
    import tempfile

    if kind not in _BUILT:
        root = Path(tempfile.mkdtemp(prefix=f"physkb-tiny-{kind}-"))
        atexit.register(shutil.rmtree, root, True)
        if kind == "llama":
            _BUILT[kind] = tiny_llama(root / "llama")
        elif kind == "llama-nochat":
            _BUILT[kind] = tiny_llama(root / "llama", seed=1, chat_template=False)
        elif kind == "mlm":
            _BUILT[kind] = tiny_bert_mlm(root / "mlm")
        elif kind == "nli":
            _BUILT[kind] = tiny_bert_nli(root / "nli")
        elif kind == "gguf":
            _BUILT[kind] = tiny_llama_gguf(built("llama"), root / "tiny-llama.gguf")
        else:
            raise KeyError(kind)
    return _BUILT[kind]
