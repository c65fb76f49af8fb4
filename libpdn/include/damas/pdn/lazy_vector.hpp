// A vector that holds nothing until its first element: one pointer, null while empty.
#pragma once

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace damas::pdn {

// For the lists of a move that are nearly always empty (comments, NAGs, variations): a game of
// the archive has a million moves, and four std::vectors per move cost 96 bytes to hold and
// two calls to free even when empty. The interface is the part of std::vector the model uses.
template <typename T>
class LazyVector {
 public:
  LazyVector() = default;
  LazyVector(const LazyVector& other) { *this = other; }
  LazyVector(LazyVector&& other) noexcept : items_(std::exchange(other.items_, nullptr)) {}
  // An owning pointer rather than a unique_ptr: the check for an empty list stays inline and
  // freeing a list goes out of line, so that a node's destructor inlines into the loop that
  // frees a line's nodes (a game has a hundred of them, nearly always with empty lists).
  ~LazyVector() {
    if (items_ != nullptr) release();
  }
  LazyVector& operator=(const LazyVector& other) {
    if (this != &other) reset(other.empty() ? nullptr : new std::vector<T>(*other.items_));
    return *this;
  }
  LazyVector& operator=(LazyVector&& other) noexcept {
    if (this != &other) reset(std::exchange(other.items_, nullptr));
    return *this;
  }
  LazyVector& operator=(std::vector<T>&& items) {
    reset(items.empty() ? nullptr : new std::vector<T>(std::move(items)));
    return *this;
  }

  bool empty() const { return items_ == nullptr || items_->empty(); }
  std::size_t size() const { return items_ == nullptr ? 0 : items_->size(); }

  T* data() { return items_ == nullptr ? nullptr : items_->data(); }
  const T* data() const { return items_ == nullptr ? nullptr : items_->data(); }
  T* begin() { return data(); }
  T* end() { return data() + size(); }
  const T* begin() const { return data(); }
  const T* end() const { return data() + size(); }

  T& operator[](std::size_t i) { return (*items_)[i]; }
  const T& operator[](std::size_t i) const { return (*items_)[i]; }
  T& front() { return items_->front(); }
  const T& front() const { return items_->front(); }
  T& back() { return items_->back(); }
  const T& back() const { return items_->back(); }

  template <typename... Args>
  T& emplace_back(Args&&... args) {
    return storage().emplace_back(std::forward<Args>(args)...);
  }
  void push_back(const T& item) { storage().push_back(item); }
  void push_back(T&& item) { storage().push_back(std::move(item)); }
  // Before `at`, a position in this list.
  void insert(const T* at, T item) {
    const std::ptrdiff_t index = at - begin();
    std::vector<T>& items = storage();
    items.insert(items.begin() + index, std::move(item));
  }

  friend bool operator==(const LazyVector& a, const LazyVector& b) {
    return std::equal(a.begin(), a.end(), b.begin(), b.end());
  }

 private:
  std::vector<T>& storage() {
    if (items_ == nullptr) items_ = new std::vector<T>();
    return *items_;
  }
  // Takes `items` (owned, or nullptr) in place of the list held.
  void reset(std::vector<T>* items) {
    if (items_ != nullptr) release();
    items_ = items;
  }
  [[gnu::noinline]] void release() {
    delete items_;
    items_ = nullptr;
  }

  std::vector<T>* items_ = nullptr;  // owned; nullptr while empty
};

}  // namespace damas::pdn
